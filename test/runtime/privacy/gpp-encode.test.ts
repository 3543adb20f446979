import { describe, expect, test } from 'vitest';
import { GppModel } from '@iabgpp/cmpapi';
import { encodeGpp } from '../../../runtime/features/privacy/gpp/encode';
import { GPP_SECTIONS, type GppSectionName } from '../../../runtime/features/privacy/gpp/sections';
import { gppSectionsFor, PRIVACY_LAW_REGIONS } from '../../../runtime/features/privacy/regions';

const OPT_OUTS = new Set(['SaleOptOut', 'SharingOptOut', 'TargetedAdvertisingOptOut']);

/**
 * The same signal written field by field, by name, through the IAB's own encoder: notices we give
 * are 1, the sale/sharing/targeted-advertising opt-outs 1 (opted out) or 2 (did not), the
 * transaction is not MSPA-covered (2), everything sensitive or MSPA-mode stays 0 (not applicable).
 */
function referenceGpp(sections: GppSectionName[], optOut: boolean, gpc: boolean): string {
  const model = new GppModel();
  for (const name of sections) {
    model.setFieldValue(name, 'MspaCoveredTransaction', 2);
    for (const field of Object.keys(model.getSection(name))) {
      if (/Notice$/.test(field) && !/Sensitive/.test(field)) model.setFieldValue(name, field, 1);
      if (OPT_OUTS.has(field)) model.setFieldValue(name, field, optOut ? 1 : 2);
    }
    // The optional sub-sections: GPC only when the browser sends it; no sensitive-data consents.
    trySet(model, name, 'GpcSegmentIncluded', gpc);
    if (gpc) trySet(model, name, 'Gpc', true);
    trySet(model, name, 'SensitiveDataConsentSegmentIncluded', false);
  }
  return model.encode();
}

/** Sets a field the section may not have (the library's hasField does not see the "included" flags). */
function trySet(model: GppModel, section: string, field: string, value: unknown): void {
  try {
    model.setFieldValue(section, field, value);
  } catch {
    // this section has no such sub-section
  }
}

describe('our GPP encoder writes what the IAB library writes', () => {
  const names = Object.keys(GPP_SECTIONS) as GppSectionName[];
  for (const name of names.filter((n) => n !== 'usnat')) {
    test(`usnat + ${name}`, () => {
      for (const optOut of [true, false]) {
        for (const gpc of [true, false]) {
          expect(encodeGpp(['usnat', name], { optOut, gpc }), `optOut=${optOut} gpc=${gpc}`).toBe(
            referenceGpp(['usnat', name], optOut, gpc),
          );
        }
      }
    });
  }

  test('usnat alone', () => {
    expect(encodeGpp(['usnat'], { optOut: true, gpc: false })).toBe(referenceGpp(['usnat'], true, false));
    expect(encodeGpp(['usnat'], { optOut: false, gpc: true })).toBe(referenceGpp(['usnat'], false, true));
  });

  test('every configurable region has a state section the library knows', () => {
    for (const region of PRIVACY_LAW_REGIONS) {
      const gpp = encodeGpp(gppSectionsFor(region), { optOut: true, gpc: false });
      const decoded = new GppModel(gpp);
      expect(decoded.getSectionIds(), region).toHaveLength(2);
      expect(decoded.getFieldValue(gppSectionsFor(region)[1]!, 'SaleOptOut'), region).toBe(1);
    }
  });
});

describe('decoded by @iabgpp/cmpapi', () => {
  test('a Californian who opted out: usnat and usca say opted out of sale and sharing, notices given', () => {
    const gpp = new GppModel(encodeGpp(gppSectionsFor('CA'), { optOut: true, gpc: false }));
    expect(gpp.getHeader().SectionIds).toEqual([7, 8]);
    expect(gpp.getSection('usca')).toMatchObject({
      SaleOptOutNotice: 1,
      SharingOptOutNotice: 1,
      SaleOptOut: 1,
      SharingOptOut: 1,
      MspaCoveredTransaction: 2,
      MspaOptOutOptionMode: 0,
      MspaServiceProviderMode: 0,
    });
    expect(gpp.getSection('usnat')).toMatchObject({
      SharingNotice: 1,
      SaleOptOutNotice: 1,
      SharingOptOutNotice: 1,
      TargetedAdvertisingOptOutNotice: 1,
      SaleOptOut: 1,
      SharingOptOut: 1,
      TargetedAdvertisingOptOut: 1,
      MspaCoveredTransaction: 2,
    });
  });

  test('a Californian who did not opt out: every opt-out field is 2 (no)', () => {
    const gpp = new GppModel(encodeGpp(gppSectionsFor('CA'), { optOut: false, gpc: false }));
    expect(gpp.getFieldValue('usca', 'SaleOptOut')).toBe(2);
    expect(gpp.getFieldValue('usca', 'SharingOptOut')).toBe(2);
    expect(gpp.getFieldValue('usnat', 'TargetedAdvertisingOptOut')).toBe(2);
    expect(gpp.getFieldValue('usnat', 'SaleOptOutNotice')).toBe(1);
  });

  test('a region without a state section gets usnat alone', () => {
    const gpp = new GppModel(encodeGpp(gppSectionsFor('WA'), { optOut: true, gpc: false }));
    expect(gpp.getSectionIds()).toEqual([7]);
    expect(gpp.getFieldValue('usnat', 'SaleOptOut')).toBe(1);
  });

  test('GPC is written into the GPC sub-sections', () => {
    const gpp = new GppModel(encodeGpp(gppSectionsFor('CO'), { optOut: true, gpc: true }));
    expect(gpp.getFieldValue('usnat', 'Gpc')).toBe(true);
    expect(gpp.getFieldValue('usco', 'Gpc')).toBe(true);
    expect(gpp.getFieldValue('usco', 'TargetedAdvertisingOptOut')).toBe(1);
  });
});

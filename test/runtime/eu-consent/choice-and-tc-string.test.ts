// The dialog's choices encoded by the IAB library and read back by it: the scope is the station's
// vendors only, Reject all objects to every legitimate interest too, and the settings start from
// nothing consented with the legitimate interests on (objectable).
import { GVL, TCString } from '@iabtechlabtcf/core';
import { describe, expect, it } from 'vitest';
import { acceptAll, rejectAll, scopeOf, startingChoice } from '../../../runtime/features/eu-consent/choice';
import { choiceOf, encodeChoice } from '../../../runtime/features/eu-consent/tc-string';
import { ANALYTICS_VENDOR, OTHER_VENDOR, TARGETING_VENDOR, vendorListJson } from '../../support/vendor-list-server';

const stationList = (): GVL => {
  const gvl = new GVL(vendorListJson() as never);
  gvl.narrowVendorsTo([TARGETING_VENDOR, ANALYTICS_VENDOR]);
  return gvl;
};
const CMP = { cmpId: 300, cmpVersion: 2 };

describe('the consent scope', () => {
  it('is what the station\u2019s vendors declare: purposes, legitimate interests (never 1, 3–6), special features; not another vendor\u2019s', () => {
    expect(scopeOf(stationList())).toEqual({
      purposes: [1, 2, 3, 4],
      liPurposes: [7, 8, 9],
      specialFeatures: [1],
      vendors: [TARGETING_VENDOR, ANALYTICS_VENDOR],
      liVendors: [TARGETING_VENDOR, ANALYTICS_VENDOR],
    });
    expect(scopeOf(stationList()).vendors).not.toContain(OTHER_VENDOR);
  });

  it('the settings start with no consent and every legitimate interest on, or from the choice in force', () => {
    const scope = scopeOf(stationList());
    expect(startingChoice(scope, null)).toEqual({ purposes: [], liPurposes: [7, 8, 9], specialFeatures: [], vendors: [], liVendors: [TARGETING_VENDOR, ANALYTICS_VENDOR] });
    const earlier = { ...rejectAll(), purposes: [1] };
    expect(startingChoice(scope, earlier)).toBe(earlier);
  });
});

describe('the TC string', () => {
  it('Accept all: every purpose, special feature, vendor and legitimate interest of the station, a service-specific string of its CMP', () => {
    const gvl = stationList();
    const tc = encodeChoice(gvl, CMP, acceptAll(scopeOf(gvl)), 1, scopeOf(gvl).vendors);
    const model = TCString.decode(tc);
    expect([model.cmpId, model.cmpVersion, model.consentLanguage, model.consentScreen, model.isServiceSpecific, model.vendorListVersion]).toEqual([300, 2, 'EN', 1, true, 77]);
    expect(choiceOf(tc)).toEqual(acceptAll(scopeOf(gvl)));
    expect(model.vendorsDisclosed.has(TARGETING_VENDOR) && model.vendorsDisclosed.has(ANALYTICS_VENDOR)).toBe(true);
  });

  it('Reject all: nothing at all, legitimate interests included', () => {
    const gvl = stationList();
    const tc = encodeChoice(gvl, CMP, rejectAll(), 1, scopeOf(gvl).vendors);
    expect(choiceOf(tc)).toEqual(rejectAll());
  });

  it('a choice in the settings is kept exactly', () => {
    const gvl = stationList();
    const choice = { purposes: [1], liPurposes: [7, 8], specialFeatures: [], vendors: [ANALYTICS_VENDOR], liVendors: [ANALYTICS_VENDOR] };
    expect(choiceOf(encodeChoice(gvl, CMP, choice, 2, scopeOf(gvl).vendors))).toEqual(choice);
  });

  it('a string that does not decode reads as no choice', () => {
    expect(choiceOf('not a tc string')).toBeNull();
  });
});

import { describe, expect, test } from 'vitest';
import { GppModel } from '@iabgpp/cmpapi';
import { FAIL_CLOSED_STRINGS } from '../../../runtime/features/privacy/fail-closed';
import { encodeGpp } from '../../../runtime/features/privacy/gpp/encode';
import { UsPrivacyMode } from '../../../runtime/features/privacy/public/mode';
import { carriedStrings, gppFromUsPrivacy, gppString } from '../../../runtime/features/privacy/strings';

const base = { region: 'CA', gpc: false, overrides: {} };

describe('the strings every request carries', () => {
  test('spec §4 us_privacy per resolved mode', () => {
    expect(carriedStrings({ ...base, mode: UsPrivacyMode.NOT_APPLICABLE }).usPrivacy).toBe('1---');
    expect(carriedStrings({ ...base, mode: UsPrivacyMode.APPLICABLE_NOT_OPTED_OUT }).usPrivacy).toBe('1YNY');
    expect(carriedStrings({ ...base, mode: UsPrivacyMode.APPLICABLE_OPTED_OUT }).usPrivacy).toBe('1YYY');
  });

  test('GPP: empty where privacy does not apply; usnat + usca for a Californian', () => {
    expect(carriedStrings({ ...base, mode: UsPrivacyMode.NOT_APPLICABLE }).gpp).toBe('');
    const gpp = new GppModel(carriedStrings({ ...base, mode: UsPrivacyMode.APPLICABLE_OPTED_OUT }).gpp);
    expect(gpp.getSectionIds()).toEqual([7, 8]);
    expect(gpp.getFieldValue('usca', 'SaleOptOut')).toBe(1);
  });

  test('while unresolved, a privacy-enabled station carries the fail-closed strings: opted out', () => {
    const strings = carriedStrings({ ...base, region: '', mode: UsPrivacyMode.UNRESOLVED });
    expect(strings).toEqual(FAIL_CLOSED_STRINGS);
    expect(strings.usPrivacy).toBe('1YYY');
    const gpp = new GppModel(strings.gpp);
    expect(gpp.getFieldValue('usnat', 'SaleOptOut')).toBe(1);
    expect(gpp.getFieldValue('usnat', 'SharingOptOut')).toBe(1);
  });

  test('the fail-closed GPP constant is what the encoder writes for an opted-out usnat', () => {
    expect(FAIL_CLOSED_STRINGS.gpp).toBe(encodeGpp(['usnat'], { optOut: true, gpc: false }));
  });

  test('the per-mode GPP of UNRESOLVED and NOT_APPLICABLE is empty', () => {
    expect(gppString(UsPrivacyMode.UNRESOLVED, 'CA', false)).toBe('');
    expect(gppString(UsPrivacyMode.NOT_APPLICABLE, 'CA', true)).toBe('');
  });

  test('overrides win for both strings', () => {
    const strings = carriedStrings({
      ...base,
      mode: UsPrivacyMode.APPLICABLE_NOT_OPTED_OUT,
      overrides: { usPrivacy: '1YYN', gpp: 'DBABMA~CqQAAAAAAAA' },
    });
    expect(strings).toEqual({ usPrivacy: '1YYN', gpp: 'DBABMA~CqQAAAAAAAA' });
  });

  test('a us_privacy override alone decides the GPP string too (spec §4 helper)', () => {
    const strings = carriedStrings({ ...base, mode: UsPrivacyMode.APPLICABLE_NOT_OPTED_OUT, overrides: { usPrivacy: '1YYY' } });
    expect(strings.usPrivacy).toBe('1YYY');
    expect(new GppModel(strings.gpp).getFieldValue('usca', 'SharingOptOut')).toBe(1);
  });
});

describe('GPP from a legacy US privacy string', () => {
  test('OptOutSale Y opts out of everything, N opts in to everything', () => {
    expect(new GppModel(gppFromUsPrivacy('1YYY', 'VA', false)).getFieldValue('usva', 'TargetedAdvertisingOptOut')).toBe(1);
    expect(new GppModel(gppFromUsPrivacy('1YNY', 'VA', false)).getFieldValue('usva', 'SaleOptOut')).toBe(2);
  });

  test('not applicable or malformed gives no GPP string', () => {
    expect(gppFromUsPrivacy('1---', 'CA', false)).toBe('');
    expect(gppFromUsPrivacy('', 'CA', false)).toBe('');
  });
});

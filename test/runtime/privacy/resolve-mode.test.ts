import { describe, expect, test } from 'vitest';
import { UsPrivacyMode } from '../../../runtime/features/privacy/public/mode';
import { modeForChoice, modeForPlace, placeOf } from '../../../runtime/features/privacy/resolve-mode';
import { CALIFORNIA, GERMANY, TEXAS } from '../../support/geo-server';

const { NOT_APPLICABLE, APPLICABLE_NOT_OPTED_OUT, APPLICABLE_OPTED_OUT } = UsPrivacyMode;

describe('the region check (spec §4)', () => {
  test('a Californian in a CA station: applicable, not opted out', () => {
    expect(modeForPlace(placeOf(CALIFORNIA), ['CA'], false)).toBe(APPLICABLE_NOT_OPTED_OUT);
  });

  test('a German listener: not applicable', () => {
    expect(modeForPlace(placeOf(GERMANY), ['CA'], false)).toBe(NOT_APPLICABLE);
  });

  test('a Texan when TX is not configured: not applicable; when it is: applicable', () => {
    expect(modeForPlace(placeOf(TEXAS), ['CA'], false)).toBe(NOT_APPLICABLE);
    expect(modeForPlace(placeOf(TEXAS), ['CA', 'TX'], false)).toBe(APPLICABLE_NOT_OPTED_OUT);
  });

  test('GPC where privacy applies: opted out without a click; elsewhere it changes nothing', () => {
    expect(modeForPlace(placeOf(CALIFORNIA), ['CA'], true)).toBe(APPLICABLE_OPTED_OUT);
    expect(modeForPlace(placeOf(GERMANY), ['CA'], true)).toBe(NOT_APPLICABLE);
  });

  test('the state code is read from region_code, else from a two-letter region; case does not matter', () => {
    expect(placeOf({ country_code: 'us', region: 'ca' })).toEqual({ country: 'US', region: 'CA' });
    expect(placeOf({ country_code: 'US', region: 'California' })).toEqual({ country: 'US', region: '' });
  });
});

test('a stored choice sets the mode; GPC wins over an earlier "not opted out"', () => {
  expect(modeForChoice(true, false)).toBe(APPLICABLE_OPTED_OUT);
  expect(modeForChoice(false, false)).toBe(APPLICABLE_NOT_OPTED_OUT);
  expect(modeForChoice(false, true)).toBe(APPLICABLE_OPTED_OUT);
});

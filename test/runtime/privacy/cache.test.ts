import { describe, expect, test } from 'vitest';
import {
  choiceExpiresAt,
  DAY_MS,
  emptyCache,
  unexpiredChoice,
  withChoice,
  withNoticeShown,
  withOverrides,
  withoutExpiredChoice,
} from '../../../runtime/features/privacy/cache';

const T0 = Date.UTC(2025, 8, 19);

describe('choice expiry (repromptAfterDays)', () => {
  test('a choice expires repromptAfterDays after it was made', () => {
    expect(choiceExpiresAt(T0, 365)).toBe(T0 + 365 * DAY_MS);
    const cache = withChoice(emptyCache(), true, T0, 365, 'CA');
    expect(cache.optOut).toEqual({ choice: true, choiceTs: T0, choiceExpiresTs: T0 + 365 * DAY_MS, choiceRegion: 'CA' });
  });

  test('valid until the last millisecond, expired from the expiry on', () => {
    const cache = withChoice(emptyCache(), false, T0, 365, 'CA');
    expect(unexpiredChoice(cache, T0 + 365 * DAY_MS - 1)).not.toBeNull();
    expect(unexpiredChoice(cache, T0 + 365 * DAY_MS)).toBeNull();
  });

  test('an expired choice is discarded together with "notice shown", so the listener is asked again', () => {
    const cache = withNoticeShown(withChoice(emptyCache(), true, T0, 1, 'CA'), 'CA');
    const later = withoutExpiredChoice(cache, T0 + 2 * DAY_MS);
    expect(later.optOut).toBeNull();
    expect(later.explicitNotice.shown).toBe(false);
    expect(withoutExpiredChoice(cache, T0 + 1000)).toBe(cache);
  });
});

test('a new choice drops the address overrides: the listener\'s own choice wins', () => {
  const withAddress = withOverrides(emptyCache(), { usPrivacy: '1YNY', gpp: 'DBABLA~CVQVAAAAAACA' });
  expect(withAddress.usPrivacyStringOverride).toBe('1YNY');
  const chosen = withChoice(withAddress, true, T0, 365, 'CA');
  expect(chosen.usPrivacyStringOverride).toBeUndefined();
  expect(chosen.gppStringOverride).toBeUndefined();
});

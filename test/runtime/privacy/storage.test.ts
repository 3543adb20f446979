import { describe, expect, test } from 'vitest';
import { emptyCache, withChoice, withNoticeShown } from '../../../runtime/features/privacy/cache';
import { createPrivacyStorage, PRIVACY_CACHE_KEY } from '../../../runtime/features/privacy/storage';
import { fakeLog } from './fake-log';
import { memoryStorage } from './memory-storage';

const chosen = withNoticeShown(withChoice(emptyCache(), true, 1_700_000_000_000, 365, 'CA'), 'CA');

describe('privacy storage', () => {
  test('saves under v7_usprivacy_1_cache and loads it back', () => {
    const storage = memoryStorage();
    const privacy = createPrivacyStorage(() => storage, fakeLog());
    expect(privacy.save(chosen)).toBe(true);
    expect(PRIVACY_CACHE_KEY).toBe('v7_usprivacy_1_cache');
    expect(JSON.parse(storage.data.get(PRIVACY_CACHE_KEY)!)).toEqual(chosen);
    expect(createPrivacyStorage(() => storage, fakeLog()).load()).toEqual(chosen);
  });

  test('nothing stored, corrupt JSON or a malformed choice load as an empty cache', () => {
    const storage = memoryStorage();
    const privacy = createPrivacyStorage(() => storage, fakeLog());
    expect(privacy.load()).toEqual(emptyCache());
    storage.data.set(PRIVACY_CACHE_KEY, '{not json');
    expect(privacy.load()).toEqual(emptyCache());
    storage.data.set(PRIVACY_CACHE_KEY, JSON.stringify({ optOut: { choice: 'yes' } }));
    expect(privacy.load().optOut).toBeNull();
  });

  test('a save failure (quota) is logged, returns false, and the choice lives on in memory', () => {
    const log = fakeLog();
    const privacy = createPrivacyStorage(() => memoryStorage({ set: true }), log);
    expect(privacy.save(chosen)).toBe(false);
    expect(log.warn).toHaveBeenCalledWith(expect.stringContaining('save failure'), expect.any(DOMException));
    expect(privacy.load()).toEqual(chosen);
  });

  test('localStorage that throws on access (sandboxed / blocked third-party iframe) never throws out', () => {
    const log = fakeLog();
    const privacy = createPrivacyStorage(() => {
      throw new DOMException('Access is denied for this document.', 'SecurityError');
    }, log);
    expect(privacy.load()).toEqual(emptyCache());
    expect(privacy.save(chosen)).toBe(false);
    expect(privacy.load()).toEqual(chosen);
    expect(log.warn).toHaveBeenCalled();
  });

  test('reads that throw fall back to memory as well', () => {
    const privacy = createPrivacyStorage(() => memoryStorage({ get: true }), fakeLog());
    expect(privacy.load()).toEqual(emptyCache());
    expect(privacy.save(chosen)).toBe(false);
    expect(privacy.load()).toEqual(chosen);
  });
});

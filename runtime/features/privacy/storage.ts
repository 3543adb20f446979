import type { Logger } from '../../lib/logger';
import { safeStorage } from '../../lib/safe-storage';
import { emptyCache, type PrivacyCache, type StoredChoice } from './cache';

/** Spec §9: the storage key prefix; the cache lives under `${prefix}_cache`. */
export const STORAGE_KEY_PREFIX = 'v7_usprivacy_1';
export const PRIVACY_CACHE_KEY = `${STORAGE_KEY_PREFIX}_cache`;

export interface PrivacyStorage {
  load(): PrivacyCache;
  /** Spec §8: a save failure is logged and returns false; the player carries on. */
  save(cache: PrivacyCache): boolean;
  /** False once localStorage could not be read: a choice stored on an earlier visit cannot be known. */
  readable(): boolean;
}

const isString = (v: unknown): v is string => typeof v === 'string';
const isNumber = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);

function readChoice(v: unknown): StoredChoice | null {
  if (!v || typeof v !== 'object') return null;
  const c = v as Record<string, unknown>;
  if (typeof c.choice !== 'boolean' || !isNumber(c.choiceTs) || !isNumber(c.choiceExpiresTs) || !isString(c.choiceRegion)) {
    return null;
  }
  return { choice: c.choice, choiceTs: c.choiceTs, choiceExpiresTs: c.choiceExpiresTs, choiceRegion: c.choiceRegion };
}

/** A stored cache, field by field: whatever is malformed falls back to "nothing stored". */
export function parseCache(json: string | null): PrivacyCache {
  const cache = emptyCache();
  if (!json) return cache;
  let raw: unknown;
  try {
    raw = JSON.parse(json);
  } catch {
    return cache;
  }
  if (!raw || typeof raw !== 'object') return cache;
  const r = raw as Record<string, unknown>;
  cache.optOut = readChoice(r.optOut);
  const notice = r.explicitNotice as Record<string, unknown> | undefined;
  if (notice && notice.shown === true) cache.explicitNotice = { shown: true, shownRegion: isString(notice.shownRegion) ? notice.shownRegion : '' };
  // Overrides stored by older versions are dropped: an address's override holds for its page only.
  return cache;
}

/**
 * The privacy cache in localStorage, with an in-memory fallback. `getStorage` is a function
 * because merely reading `window.localStorage` throws a SecurityError in sandboxed frames and
 * when the browser blocks third-party storage. After the first failure (throwing getter, quota,
 * blocked access) the cache lives in memory for the rest of the page; a partitioned store in a
 * third-party iframe (Safari, Firefox, Chrome) does not throw, it just forgets per top site.
 */
export function createPrivacyStorage(getStorage: () => Storage | null | undefined, log: Logger): PrivacyStorage {
  let memory: string | null = null;
  let inMemory = false;
  let readFailed = false;

  const fail = (what: string, error: unknown): void => {
    inMemory = true;
    log.warn(`Privacy storage ${what} failure; keeping the privacy choice in memory`, error);
  };
  const reader = safeStorage(getStorage, (error) => {
    readFailed = true;
    // No storage object at all (not a browser): unreadable, but nothing failed worth a warning.
    if (error === undefined) inMemory = true;
    else fail('read', error);
  });
  const writer = safeStorage(getStorage, (error) => fail('save', error ?? new Error('localStorage is not available')));

  return {
    load() {
      if (!inMemory) {
        const json = reader.get(PRIVACY_CACHE_KEY);
        if (!inMemory) return parseCache(json);
      }
      return parseCache(memory);
    },
    save(cache) {
      // An override from the address is not remembered beyond its page (issue 15): only the
      // in-memory cache holds it, so a later visit without it is not still "not opted out".
      const { gppStringOverride: _gpp, usPrivacyStringOverride: _usp, ...persisted } = cache;
      const json = JSON.stringify(persisted);
      memory = json;
      return !inMemory && writer.set(PRIVACY_CACHE_KEY, json);
    },
    readable: () => !readFailed,
  };
}

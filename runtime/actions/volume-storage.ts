import { log } from '../log/logger';

/** The localStorage key of the saved volume (spec §3 "Stored locally: volume"). */
export const VOLUME_KEY = 'volume';

/**
 * Runs `use` on localStorage; any throw (storage blocked in a sandboxed frame, quota exceeded —
 * even reading `localStorage` itself can throw) is logged and answered with `fallback`.
 */
function withStorage<T>(what: string, use: (storage: Storage) => T, fallback: T): T {
  try {
    const storage = globalThis.localStorage;
    return storage ? use(storage) : fallback;
  } catch (error) {
    log.warn(`Unable to ${what}`, error);
    return fallback;
  }
}

/** The saved volume text, or null when none was saved or storage is unavailable. */
export function readSavedVolume(): string | null {
  return withStorage('read the saved volume', (storage) => storage.getItem(VOLUME_KEY), null);
}

/** Saves the volume; false when storage refused: the player carries on. */
export function saveVolume(volume: number): boolean {
  return withStorage('save the volume', (storage) => (storage.setItem(VOLUME_KEY, String(volume)), true), false);
}

import { log } from '../log/logger';

/** The localStorage key of the saved volume (spec §3 "Stored locally: volume"). */
export const VOLUME_KEY = 'volume';

// Reading `localStorage` itself throws in sandboxed frames and with storage blocked.
function storage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch (error) {
    log.warn('Local storage is not available', error);
    return null;
  }
}

/** The saved volume text, or null when none was saved or storage is unavailable. */
export function readSavedVolume(): string | null {
  try {
    return storage()?.getItem(VOLUME_KEY) ?? null;
  } catch (error) {
    log.warn('Unable to read the saved volume', error);
    return null;
  }
}

/** Saves the volume; false when storage refused (full, blocked): the player carries on. */
export function saveVolume(volume: number): boolean {
  try {
    const store = storage();
    store?.setItem(VOLUME_KEY, String(volume));
    return !!store;
  } catch (error) {
    log.warn('Unable to save the volume', error);
    return false;
  }
}

import { log } from '../log/logger';
import { $playback } from '../stores/playback';
import { applyVolume } from './apply-volume';
import { currentEngine } from './engine-session';
import { normalizeVolume } from './volume-rules';

/** The localStorage key of the saved volume (spec §3 "Stored locally: volume"). */
export const VOLUME_KEY = 'volume';

// Storage can throw (blocked in a sandboxed frame, quota exceeded; even reading `localStorage`
// itself): the player carries on without it.
function withStorage<T>(use: (storage: Storage) => T): T | undefined {
  try {
    return use(localStorage);
  } catch (error) {
    log.warn('Unable to use localStorage for the volume', error);
  }
}

/** The slider: validates (spec §5), remembers, and applies unless muted. */
export function setVolume(value: unknown): void {
  const volume = normalizeVolume(value);
  $playback.setKey('volume', volume);
  withStorage((storage) => storage.setItem(VOLUME_KEY, String(volume)));
  applyVolume(currentEngine());
}

/** On mount (spec §4): the saved volume, validated, if any was saved. The engine applies it when ready. */
export function loadSavedVolume(): void {
  const saved = withStorage((storage) => storage.getItem(VOLUME_KEY));
  if (saved != null) $playback.setKey('volume', normalizeVolume(saved));
}

import { log } from '../lib/logger';
import type { PlayerStores } from '../player/player-stores';
import { applyVolume } from './apply-volume';
import type { AudioEngine } from '../engine/types';
import type { Playback } from './playback';
import { normalizeVolume } from './volume-rules';

/** The localStorage key of the saved volume (spec §3 "Stored locally: volume"). */
export const VOLUME_KEY = 'volume';

/** The volume the Mute button brings back when the slider was pulled down to 0. */
export const UNSILENCE_VOLUME = 50;

// Storage can throw (blocked in a sandboxed frame, quota exceeded; even reading `localStorage`
// itself): the player carries on without it.
function withStorage<T>(use: (storage: Storage) => T): T | undefined {
  try {
    return use(localStorage);
  } catch (error) {
    log.warn('Unable to use localStorage for the volume', error);
  }
}

/** The volume requests of one player (createPlayer makes them on its engine session and Mute). */
export function createVolume(currentEngine: () => AudioEngine | null, { toggleMute, earlySound }: Pick<Playback, 'toggleMute' | 'earlySound'>, $playback: PlayerStores['playback']) {
  /**
   * The slider: validates (spec §5), remembers, and applies unless muted. While muted the slider
   * shows 0, so moving it up means "sound at this level": it unmutes.
   */
  function setVolume(value: unknown): void {
    const volume = normalizeVolume(value);
    $playback.setKey('volume', volume);
    withStorage((storage) => storage.setItem(VOLUME_KEY, String(volume)));
    // Before the engine, on the early stream it has not taken over: a level above 0 unmutes, as below.
    if (earlySound($playback.get().muted && volume === 0, volume)) return;
    const engine = currentEngine();
    if ($playback.get().muted && volume > 0 && engine?.state.ready) {
      engine.setMuted(false);
      // applyVolume would skip: the store still says muted until the element confirms.
      engine.setVolume(volume);
    } else applyVolume(engine, $playback);
  }

  /**
   * The Mute button: mute, or unmute with the chosen volume restored. At volume 0 (shown as
   * muted) unmuting brings the sound back at half volume, or the button would do nothing a
   * listener hears.
   */
  function toggleSound(): void {
    const { muted, volume } = $playback.get();
    if (!muted && volume === 0) setVolume(UNSILENCE_VOLUME);
    else toggleMute();
  }
  return { setVolume, toggleSound };
}

/** Silent: muted, or the volume at 0. The Mute button and the slider show the same. */
export const isSilent = ({ muted, volume }: { muted: boolean; volume: number }): boolean => muted || volume === 0;

/** On mount (spec §4): the saved volume, validated, if any was saved. The engine applies it when ready. */
export function loadSavedVolume($playback: PlayerStores['playback']): void {
  const saved = withStorage((storage) => storage.getItem(VOLUME_KEY));
  if (saved != null) $playback.setKey('volume', normalizeVolume(saved));
}

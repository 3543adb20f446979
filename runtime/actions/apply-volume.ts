import type { AudioEngine } from '../engine/types';
import type { PlayerStores } from '../player/player-stores';

/**
 * Hands the chosen volume to the engine, except while muted (spec §4): muting never touches the
 * chosen volume, so unmuting can restore it.
 */
export function applyVolume(engine: AudioEngine | null, playback: PlayerStores['playback']): void {
  const { muted, volume } = playback.get();
  if (engine?.state.ready && !muted) engine.setVolume(volume);
}

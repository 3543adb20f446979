import { atom } from 'nanostores';
import type { CompanionView } from './companion';

// The pre-roll's playback state is read by the first load's Play button: ./ad-playback.ts.
export { $adPlayback, type AdPlaybackState } from './ad-playback';

/**
 * An ad break: the pre-roll, or one the stream's metadata announced. While it lasts the track
 * line is cleared (spec §4) and the companion, if any, shows in the companion slot.
 */
export interface AdBreakState {
  source: 'preroll' | 'stream';
  companion: CompanionView | null;
}

/** Null outside ad breaks. Written only by `ad-break.ts`. */
export const $adBreak = atom<AdBreakState | null>(null);

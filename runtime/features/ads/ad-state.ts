import type { CompanionView } from './companion';

export type { AdPlaybackState } from './ad-playback';

/**
 * An ad break: the pre-roll, or one the stream's metadata announced. While it lasts the track
 * line is cleared (spec §4) and the companion, if any, shows in the companion slot.
 */
export interface AdBreakState {
  source: 'preroll' | 'stream';
  companion: CompanionView | null;
}

import { atom } from 'nanostores';
import type { CompanionView } from './companion';

/** The ad playing now, for the ad slot: its media element, and where it is. */
export interface AdPlaybackState {
  media: HTMLMediaElement;
  /** A video creative shows in the 640×360 slot; an audio one only labels the player. */
  video: boolean;
  /** True once the creative plays. */
  started: boolean;
  /** Seconds. */
  position: number;
  duration: number;
}

/** Null when no ad plays. Written only by the pre-roll. */
export const $adPlayback = atom<AdPlaybackState | null>(null);

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

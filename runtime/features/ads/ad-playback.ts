import { atom } from 'nanostores';

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

/**
 * Null when no ad plays. Written only by the pre-roll. In a file of its own because the Play
 * button reads it (Stop while the ad plays): it is in the first load, the rest of ads is not.
 */
export const $adPlayback = atom<AdPlaybackState | null>(null);

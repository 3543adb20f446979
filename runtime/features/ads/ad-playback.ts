/**
 * The ad playing now, for the ad slot: its media element, and where it is. A player's
 * `stores.adPlayback`, null when no ad plays, written only by the pre-roll; one of the player's
 * stores because the Play button reads it (Stop while the ad plays).
 */
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

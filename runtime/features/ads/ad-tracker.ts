/**
 * The VAST tracking calls the player makes while an ad plays; vast-client's `VASTTracker` has
 * exactly these. Each fires the ad's pixels for that moment (impression, start, quartiles, …).
 */
export interface AdTracker {
  /** The media is buffered enough to play (VAST `loaded`). */
  load(): void;
  /** `<Impression>` and `creativeView`; once. */
  trackImpression(): void;
  /** The media's real duration, so the quartiles fall where the listener hears them. */
  setDuration(seconds: number): void;
  /** `start`, `firstQuartile`, `midpoint`, `thirdQuartile` as the position passes them. */
  setProgress(seconds: number): void;
  setPaused(paused: boolean): void;
  setMuted(muted: boolean): void;
  complete(): void;
  /** The listener ended the ad (VAST `closeLinear`/`close`). */
  close(): void;
  /** The VAST `<Error>` pixel with an IAB error code. */
  error(macros: { ERRORCODE: number }): void;
}

/** IAB VAST error codes the player reports. */
export const VAST_ERROR = {
  /** The media file could not be found: nothing of it arrived. */
  FILE_NOT_FOUND: 401,
  /** The media did not load within the timeout. */
  MEDIA_TIMEOUT: 402,
  /** No media file of a type the browser plays. */
  NO_SUPPORTED_MEDIA: 403,
  /** The media was found but could not be displayed: undecodable, or it failed while playing. */
  MEDIA_DISPLAY: 405,
} as const;

/**
 * The current track (spec §3 "trackInfo"). Empty strings until a metadata source reports one.
 * A player's `stores.track`, written only by `features/metadata` (`setTrack`, the enrichment's
 * cover); read by the screen and by the Media Session.
 */
export interface TrackInfo {
  artist: string;
  title: string;
  /**
   * The cover image's own URL; '' when none is known. Shown through the image proxy when it is on
   * (`stationImage` in ui/art/image-proxy.ts, where images are rendered).
   */
  cover: string;
}

/** No track known. */
export const noTrack = (): TrackInfo => ({ artist: '', title: '', cover: '' });

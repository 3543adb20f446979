import type { VastAd, VastCreative, VastMediaFile } from './vast-shapes';

export interface PickedMedia {
  ad: VastAd;
  creative: VastCreative;
  file: VastMediaFile & { fileURL: string; mimeType: string };
  /** A video creative plays in the 640×360 ad slot; audio plays in the player itself. */
  video: boolean;
}

/** Streaming delivery (HLS, DASH) is not for a pre-roll's media element; progressive is. */
const progressive = (file: VastMediaFile): boolean => !file.deliveryType || file.deliveryType === 'progressive';

/**
 * The first linear creative this browser can play, audio preferred over video (the player is a
 * radio: an audio creative needs no screen). Null when nothing is playable.
 */
export function pickMedia(ads: readonly VastAd[], canPlay: (mimeType: string) => boolean): PickedMedia | null {
  for (const kind of ['audio/', 'video/']) {
    for (const ad of ads) {
      for (const creative of ad.creatives) {
        if (creative.type !== 'linear') continue;
        const file = creative.mediaFiles?.find(
          (f) => f.fileURL && f.mimeType?.startsWith(kind) && progressive(f) && canPlay(f.mimeType),
        );
        if (file) return { ad, creative, file: file as PickedMedia['file'], video: kind === 'video/' };
      }
    }
  }
  return null;
}

import { VASTTracker } from '@dailymotion/vast-client/src/vast_tracker.js';
import type { AdTracker } from '../ad-tracker';
import { VAST_ERROR } from '../ad-tracker';
import type { CompanionView } from '../companion';
import { fetchVastAds } from './fetch-vast';
import { pickCompanion } from './pick-companion';
import { pickMedia } from './pick-media';
import type { VastAd } from './vast-shapes';

/** A linear ad ready to play: its media, its tracker and the companion for this device. */
export interface LoadedAd {
  id: string;
  mediaUrl: string;
  video: boolean;
  /** From the VAST `<Duration>`, in seconds; 0 when absent. */
  duration: number;
  companion: CompanionView | null;
  tracker: AdTracker;
}

export type AdLoadResult =
  | { kind: 'ad'; ad: LoadedAd }
  /** The VAST holds no ad (an empty `<VAST/>`). */
  | { kind: 'empty' }
  /** Ads, but no media file this browser plays. */
  | { kind: 'unplayable' }
  /** The request failed, or the answer is not VAST. */
  | { kind: 'error'; message: string };

export interface LoadAdOptions {
  signal: AbortSignal;
  /** Whether the ad's media element can play a MIME type (`canPlayType`). */
  canPlay: (mimeType: string) => boolean;
  /** The player is mobile-sized (≤ 767 px): prefer a 300×50 companion. */
  mobile: boolean;
  /** The listener muted the player: the ad starts muted (its tracker must know, for `unmute`). */
  muted: boolean;
}

const messageOf = (error: unknown): string => (error instanceof Error ? error.message : String(error));

/** Requests the VAST tag at `url` (following wrappers) and picks what this player can play. */
export async function loadAd(url: string, options: LoadAdOptions): Promise<AdLoadResult> {
  let ads: VastAd[];
  try {
    ads = await fetchVastAds(url, options.signal);
  } catch (error) {
    return { kind: 'error', message: messageOf(error) };
  }
  if (!ads.length) return { kind: 'empty' };
  const picked = pickMedia(ads, options.canPlay);
  if (!picked) {
    new VASTTracker(null as never, ads[0] as never, ads[0]!.creatives[0] as never).error({ ERRORCODE: VAST_ERROR.NO_SUPPORTED_MEDIA });
    return { kind: 'unplayable' };
  }
  const companion = pickCompanion(picked.ad, options.mobile);
  let view: CompanionView | null = null;
  if (companion) {
    const tracker = new VASTTracker(null as never, picked.ad as never, companion.creative as never, companion.variation);
    view = {
      ...companion.view,
      onView: () => tracker.track('creativeView', { once: true }),
      onClick: () => tracker.click(),
    };
  }
  return {
    kind: 'ad',
    ad: {
      id: picked.ad.id ?? '',
      mediaUrl: picked.file.fileURL,
      video: picked.video,
      duration: picked.creative.duration && picked.creative.duration > 0 ? picked.creative.duration : 0,
      companion: view,
      tracker: new VASTTracker(null as never, picked.ad as never, picked.creative as never, null, options.muted),
    },
  };
}

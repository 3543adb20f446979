import { log } from '../../lib/logger';
import type { StationState } from '../../stores/station';
import type { TrackInfo } from '../../stores/track';
import { SOCIAL_ERRORS, type SocialError } from './errors';
import { shareTargets, type ShareTarget } from './features';
import { SOCIAL_EVENT_PREFIX, socialEvent } from './social-events';
import { shareByEmail, shareOnFacebook, shareOnTwitter, type ShareContext, type ShareError, type ShareWindow } from './share-targets';

/** The event every share dispatches on `window`, for the station's custom JS (docs/screen.md). */
export const SHARE_EVENT = 'radio-embed:share';

export interface ShareOutcome {
  target: ShareTarget;
  ok: boolean;
  /** The spec §8 text when `ok` is false. */
  error?: SocialError;
}

const SHARERS = { FACEBOOK: shareOnFacebook, TWITTER: shareOnTwitter, EMAIL: shareByEmail };

const browserWindow = (): ShareWindow => ({
  open: (url, target, features) => window.open(url, target, features),
  screen: window.screen,
  navigate: (url) => window.location.assign(url),
});

/**
 * Shares the station and its current track (spec §2 item 5, §5, §7). Never throws: a failure is
 * logged as a warning with its spec §8 text; every outcome is dispatched as a `radio-embed:share`
 * event whose `detail` is the ShareOutcome, and a Facebook or Twitter one also under the spec's
 * social event name (./social-events.ts), with the same detail. The station and the track of the
 * moment are handed in by the overlay.
 */
export function share(
  target: ShareTarget,
  station: StationState | null,
  track: TrackInfo,
  win: ShareWindow = browserWindow(),
): ShareOutcome {
  let error: ShareError;
  try {
    error = shareWith(target, station, track, win);
  } catch (thrown) {
    log.debug('Share failed', thrown);
    error = target === 'FACEBOOK' ? SOCIAL_ERRORS.facebookFailed : SOCIAL_ERRORS.popupFailed;
  }
  const outcome: ShareOutcome = error ? { target, ok: false, error } : { target, ok: true };
  if (error) log.warn(error);
  globalThis.dispatchEvent?.(new CustomEvent(SHARE_EVENT, { detail: outcome }));
  const named = socialEvent(target, !error);
  if (named) globalThis.dispatchEvent?.(new CustomEvent(SOCIAL_EVENT_PREFIX + named, { detail: outcome }));
  return outcome;
}

function shareWith(target: ShareTarget, station: StationState | null, { artist, title, cover }: TrackInfo, win: ShareWindow): ShareError {
  if (!station || !shareTargets(station.config.ui.flower).includes(target)) return SOCIAL_ERRORS.notEnabled;
  const { config } = station;
  const context: ShareContext = {
    social: config.social,
    values: { media_song: title, media_artist: artist, station: station.title, player_link: config.playerLink },
    link: config.playerLink || station.link,
    picture: config.social.facebook.logo || cover || station.logo,
    trackText: title && artist ? `${title} - ${artist}` : title || artist,
  };
  return SHARERS[target](context, win);
}

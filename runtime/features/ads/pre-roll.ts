import type { EmbedAds, EmbedConfig } from '../../config/embed-config';
import { log } from '../../lib/logger';
import { privacySettled } from '../privacy/public/settled';
import { hostAllowsNow, hostStreamMayStart } from '../consent/public/host-consent';
import { storedDeviceId } from '../targeting/public/device-id';
import type { AdBreaks } from './ad-break';
import { adRequestUrl } from './ad-request-url';
import type { AdPlaybackState } from './ad-playback';
import type { PlayerStores } from '../../player/player-stores';
import { isMobileWidth } from './companion';
import { isEnded, startDeadline, type Deadline } from './deadline';
import { adEvents, type AdEmitter } from './public/events';
import { mustNotPersonalise } from './personalisation';
import { playCreative, type ListenerAudio, type PlayOutcome } from './play-creative';
import type { AdLoadResult, LoadAdOptions, LoadedAd } from './vast/load-ad';

/** Spec §9: from the ad request to a playable ad at most 10 s; the ad's media ready within 10 s. */
export const AD_REQUEST_TIMEOUT_MS = 10_000;
export const AD_MEDIA_TIMEOUT_MS = 10_000;

/** The VAST side, loaded on demand (SDK_REQUESTED … SDK_LOADED): `vast/load-ad.ts`. */
export interface AdSdk {
  loadAd(url: string, options: LoadAdOptions): Promise<AdLoadResult>;
}

/** Everything the pre-roll touches outside itself, replaceable in tests. */
export interface PreRollOptions {
  /** The player's stores: the ad playing now (for the slot and Play), the privacy strings. */
  stores: Pick<PlayerStores, 'adPlayback' | 'privacyStrings' | 'usPrivacyMode' | 'privacyStatus'>;
  /** The listener's mute and volume (the player's `stores.playback`), which the ad follows. */
  audio: ListenerAudio;
  /** The page's ad breaks: the ad's companion shows and the track line clears while it plays. */
  breaks: Pick<AdBreaks, 'begin' | 'end'>;
  /** The listener's Stop: ends the pre-roll at once (AD_STOPPED). */
  signal?: AbortSignal;
  events?: AdEmitter;
  loadSdk?: () => Promise<AdSdk>;
  /** A new <video> (video creatives) or <audio>; also asked which types it plays. */
  createMedia?: (video: boolean) => HTMLMediaElement;
  requestTimeoutMs?: number;
  mediaTimeoutMs?: number;
  deviceId?: () => string;
  mobile?: () => boolean;
}

function createMediaElement(video: boolean): HTMLMediaElement {
  const media = document.createElement(video ? 'video' : 'audio');
  // iOS would otherwise take a video ad full screen.
  media.setAttribute('playsinline', '');
  return media;
}

function updatePlayback({ adPlayback: $adPlayback }: PreRollOptions['stores'], patch: Partial<AdPlaybackState>): void {
  const current = $adPlayback.get();
  if (current) $adPlayback.set({ ...current, ...patch });
}

/** The request URL with the listener's current privacy strings and device id (docs/ads.md). */
function requestUrl(config: EmbedConfig, gateway: EmbedAds['gateway'], stores: PreRollOptions['stores'], deviceId: () => string): string {
  const strings = stores.privacyStrings.get();
  // The host page's CMP too, before the device id is read (reading it stores one): no personalised
  // ad, and no stored id, until the host's answer allows it, however late it comes.
  const optedOut =
    mustNotPersonalise(strings, stores.usPrivacyMode.get(), config.privacy.enabled) || !hostAllowsNow('share', (gateway as { vendorId?: number }).vendorId);
  return adRequestUrl({
    gateway,
    stationId: config.station.sid,
    deviceId: optedOut ? '' : deviceId(),
    usPrivacy: strings.usPrivacy,
    gpp: strings.gpp,
    optedOut,
    cacheBuster: String(Date.now()),
  });
}

/** SDK, privacy strings, VAST: the ad to play, or null (its event already dispatched). */
async function requestAd(
  config: EmbedConfig,
  gateway: EmbedAds['gateway'],
  options: PreRollOptions,
  events: AdEmitter,
  deadline: Deadline,
  signal: AbortSignal,
): Promise<LoadedAd | null> {
  const ended = (reason: 'timeout' | 'stopped'): null => {
    if (reason === 'timeout') events.emit('AD_TIMEOUT', { stage: 'request', timeoutMs: options.requestTimeoutMs ?? AD_REQUEST_TIMEOUT_MS });
    else events.emit('AD_STOPPED');
    return null;
  };
  // The request must carry the listener's real privacy strings, and the consent answers given so
  // far (a host CMP, the GDPR decision: at most HOST_ANSWER_MS): the stream waits for them too.
  const settled = Promise.all([privacySettled(options.stores.privacyStatus, signal), hostStreamMayStart()]);
  events.emit('SDK_REQUESTED');
  const sdk = await deadline.within(
    (options.loadSdk ?? (() => import('./vast/load-ad')))().catch((error: unknown) => ({ failed: error })),
  );
  if (isEnded(sdk)) return ended(sdk.ended);
  if ('failed' in sdk) {
    events.emit('AD_LOAD_ERROR', { code: 'SDK_LOAD_FAILED', message: 'Unable to load the ad library', payload: sdk.failed });
    return null;
  }
  events.emit('SDK_LOADED');
  const privacy = await deadline.within(settled);
  if (isEnded(privacy)) return ended(privacy.ended);

  const url = requestUrl(config, gateway, options.stores, options.deviceId ?? (() => storedDeviceId()));
  const createMedia = options.createMedia ?? createMediaElement;
  const mobile = options.mobile ?? (() => isMobileWidth(globalThis.innerWidth ?? 0));
  events.emit('AD_LOAD_REQUESTED', { url });
  const result = await deadline.within(
    sdk.loadAd(url, {
      signal,
      canPlay: (type) => createMedia(type.startsWith('video/')).canPlayType(type) !== '',
      mobile: mobile(),
      muted: options.audio.get().muted,
    }),
  );
  if (isEnded(result)) return ended(result.ended);
  switch (result.kind) {
    case 'error':
      events.emit('AD_LOAD_ERROR', { code: 'REQUEST_FAILED', message: result.message });
      return null;
    case 'empty':
      events.emit('AD_ERROR', { code: 'NO_AD', message: 'The ad gateway returned no ad' });
      return null;
    case 'unplayable':
      events.emit('AD_ERROR', { code: 'NO_PLAYABLE_MEDIA', message: 'No ad media this browser can play' });
      return null;
  }
  const { ad } = result;
  events.emit('AD_LOAD_SUCCESS', { adId: ad.id, mediaUrl: ad.mediaUrl, video: ad.video, duration: ad.duration });
  return ad;
}

/**
 * The pre-roll (spec §1, §7 "Ad request"; docs/ads.md): requests a VAST tag from the station's
 * ad gateway, plays its linear ad (audio in the player, video in the 640×360 slot) with its
 * companion, and reports every step as an ad event. Resolves when the stream may start — after the
 * ad, a timeout (10 s to a playable ad, 10 s for its media), an error, an empty VAST, a refused
 * autoplay or the listener's Stop — with how the ad's playback ended, or null when no ad got to
 * play (no gateway, no ad, the request failed, timed out or was stopped). Never rejects.
 */
export async function runPreRoll(config: EmbedConfig, options: PreRollOptions): Promise<PlayOutcome | null> {
  const gateway = config.ads?.gateway;
  if (!gateway?.url) return null;
  const events = options.events ?? adEvents;
  // Cancels the VAST requests when the time is up, and everything when the listener stops.
  const controller = new AbortController();
  const stop = (): void => controller.abort();
  if (options.signal?.aborted) stop();
  options.signal?.addEventListener('abort', stop, { once: true });
  const deadline = startDeadline(options.requestTimeoutMs ?? AD_REQUEST_TIMEOUT_MS, controller.signal);
  try {
    const ad = await requestAd(config, gateway, options, events, deadline, controller.signal);
    deadline.clear();
    if (!ad) return null;
    const media = (options.createMedia ?? createMediaElement)(ad.video);
    options.stores.adPlayback.set({ media, video: ad.video, started: false, position: 0, duration: ad.duration });
    const outcome = await playCreative({
      media,
      url: ad.mediaUrl,
      duration: ad.duration,
      tracker: ad.tracker,
      events,
      signal: controller.signal,
      mediaTimeoutMs: options.mediaTimeoutMs ?? AD_MEDIA_TIMEOUT_MS,
      audio: options.audio,
      onStart() {
        updatePlayback(options.stores, { started: true });
        // A video takes the album art's cell, where the companion would show: a companion under it
        // would report a view (creativeView) nobody had. The track line clears all the same.
        options.breaks.begin('preroll', ad.video ? null : ad.companion);
      },
      onTime: (position, duration) => updatePlayback(options.stores, { position, duration }),
    });
    log.debug('Pre-roll over:', outcome);
    return outcome;
  } catch (error) {
    // A fault of ours must not cost the listener the stream either.
    log.error('The pre-roll failed', error);
    events.emit('AD_ERROR', { code: 'PLAY_FAILED', message: 'The pre-roll failed', payload: error });
    return 'error';
  } finally {
    deadline.clear();
    controller.abort();
    options.signal?.removeEventListener('abort', stop);
    options.stores.adPlayback.set(null);
    options.breaks.end('preroll');
  }
}

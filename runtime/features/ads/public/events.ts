import { createEmitter, type Emitter } from '../../../lib/emitter';
import { log } from '../../../lib/logger';

/** Errors as data (house style): a code, a message, a payload. */
export interface AdProblem {
  code: 'SDK_LOAD_FAILED' | 'REQUEST_FAILED' | 'NO_AD' | 'NO_PLAYABLE_MEDIA' | 'MEDIA_ERROR' | 'PLAY_FAILED' | 'STALLED';
  message: string;
  payload?: unknown;
}

/** A VAST companion or an in-stream companion URL, as reported by the companion events. */
export interface CompanionReport {
  url: string;
  width: number;
  height: number;
}

/** The quartiles of a linear ad (AD_PROGRESS). */
export type AdQuartile = 'firstQuartile' | 'midpoint' | 'thirdQuartile';

/**
 * The spec's ad event vocabulary (§3 "Ad events") and its payloads; `void` events carry nothing.
 * Every pre-roll ends with exactly one of AD_COMPLETE, AD_STOPPED, AD_TIMEOUT, AD_LOAD_ERROR,
 * AD_ERROR or AD_NEEDS_USER_CLICK_TO_START — and then the stream plays (docs/ads.md).
 */
export interface AdEvents {
  /** The VAST library (a lazy chunk) is being fetched. */
  SDK_REQUESTED: void;
  SDK_LOADED: void;
  /** The VAST tag is requested from the gateway. */
  AD_LOAD_REQUESTED: { url: string };
  /** The VAST response holds a playable linear ad. */
  AD_LOAD_SUCCESS: { adId: string; mediaUrl: string; video: boolean; duration: number };
  /** The library, the tag or the creative's media could not be loaded. */
  AD_LOAD_ERROR: AdProblem;
  /** An empty VAST (no ad), no playable media, or a failure while the ad played. */
  AD_ERROR: AdProblem;
  /** `request`: no ad within 10 s of the request; `media`: its media not ready within 10 s. */
  AD_TIMEOUT: { stage: 'request' | 'media'; timeoutMs: number };
  /** The browser refused to play the ad without a click. */
  AD_NEEDS_USER_CLICK_TO_START: void;
  /** The creative's media can play. */
  AD_READY: void;
  /** The creative started playing (its impression is tracked here). */
  AD_START: void;
  AD_COMPLETE: void;
  /** The player asked the creative to play. */
  AD_PLAY: void;
  AD_PAUSE: void;
  AD_RESUME: void;
  /** The listener stopped the player during the ad. */
  AD_STOPPED: void;
  AD_PROGRESS: { quartile: AdQuartile };
  /** Seconds, on each media time update. */
  AD_PLAYBACK_TIME: { position: number; duration: number };
  AD_MUTE: void;
  AD_UNMUTE: void;
  /** A companion showed (spec §3 "companion ad success"). */
  COMPANION_AD_SUCCESS: CompanionReport;
  /** A companion failed to load (spec §3 "companion ad failure"). */
  COMPANION_AD_FAILURE: CompanionReport & { reason: string };
}

export type AdEvent = keyof AdEvents;

/** Every ad event name, in the spec's order (§3). */
export const AD_EVENTS = [
  'SDK_REQUESTED',
  'SDK_LOADED',
  'AD_LOAD_REQUESTED',
  'AD_LOAD_SUCCESS',
  'AD_LOAD_ERROR',
  'AD_ERROR',
  'AD_TIMEOUT',
  'AD_NEEDS_USER_CLICK_TO_START',
  'AD_READY',
  'AD_START',
  'AD_COMPLETE',
  'AD_PLAY',
  'AD_PAUSE',
  'AD_STOPPED',
  'AD_RESUME',
  'AD_PROGRESS',
  'AD_PLAYBACK_TIME',
  'AD_MUTE',
  'AD_UNMUTE',
  'COMPANION_AD_SUCCESS',
  'COMPANION_AD_FAILURE',
] as const satisfies readonly AdEvent[];

// Fails to compile when the list misses an event of the map.
type ListsEveryEvent<Missing extends never> = Missing;
export type AdEventsListed = ListsEveryEvent<Exclude<AdEvent, (typeof AD_EVENTS)[number]>>;
export type AdEmitter = Emitter<AdEvents>;

/**
 * The page's ad events, for analytics and anyone else: `adEvents.on('AD_START', () => …)`.
 * A listener that throws is logged and never stops the ad or the stream.
 */
export const adEvents: AdEmitter = createEmitter<AdEvents>((error, event) =>
  log.error(`An ad "${String(event)}" listener failed`, error),
);

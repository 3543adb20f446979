import { VAST_ERROR } from './ad-tracker';
import type { AdEvent, AdQuartile } from './public/events';

/** How an ad's playback ended. Whatever it is, the stream plays next. */
export type PlayOutcome = 'complete' | 'timeout' | 'load_error' | 'error' | 'blocked' | 'stopped';

/**
 * One creative's playback (./play-creative.ts's state, as a pure table like the engine's
 * ../../engine/phase.ts): what happened so far, never the media element itself.
 */
export interface CreativeState {
  /** `canplay` came: the media-load timeout is over, the watchdog now times stalls. */
  readonly ready: boolean;
  /** `playing` came once: the impression is counted, the ad is under way. */
  readonly started: boolean;
  readonly paused: boolean;
  /** Media bytes arrived: the file exists, so a failure to load it is the file's (VAST 405, not 401). */
  readonly received: boolean;
  readonly finished: boolean;
  /** Seconds played, and the quartiles passed. */
  readonly position: number;
  readonly quartiles: number;
  /** Seconds: the VAST duration (0 when unknown) until the media's own is known. */
  readonly duration: number;
}

/** The media element's events the table hears, each with what the element says at that moment. */
export type MediaEventType = 'progress' | 'loadedmetadata' | 'canplay' | 'playing' | 'pause' | 'timeupdate' | 'ended' | 'error';

export const MEDIA_EVENTS: readonly MediaEventType[] = ['progress', 'loadedmetadata', 'canplay', 'playing', 'pause', 'timeupdate', 'ended', 'error'];

/** What the shell hears: the media's events (with the element's readings), its timers, the listener. */
export type CreativeEvent =
  | {
      type: MediaEventType;
      /** The element's `duration`, `currentTime`, `ended`, and its error's code and message. */
      duration: number;
      time: number;
      ended: boolean;
      code?: number;
      message?: string;
    }
  /** media.play() was refused (NotAllowedError: `blocked`) or failed. */
  | { type: 'play failed'; error: unknown }
  /** The watchdog: no media for `timeoutMs`, or no progress as long. */
  | { type: 'watchdog'; timeoutMs: number }
  /** The ad ran past its duration (or the cap on an unknown one) plus the timeout. */
  | { type: 'overrun' }
  /** The listener stopped the player. */
  | { type: 'stopped' }
  /** The listener muted or unmuted (the shell has set the element already). */
  | { type: 'muted'; muted: boolean };

/**
 * What the shell does, in order: data, as the engine's effects are (tuples: the ads chunk is
 * counted in bytes). `emit` an ad event; `track` a VAST tracking call (./ad-tracker.ts; `error`
 * takes the VAST code); (re)`arm` the watchdog; `cap` the ad at this many seconds (plus the
 * timeout); `play` the media; tell the player it `started` (the companion shows) or the `time`;
 * `finish`: release the media and end with this outcome.
 */
export type CreativeEffect =
  | readonly ['emit', AdEvent, unknown?]
  | readonly ['track', 'load' | 'trackImpression' | 'complete' | 'close']
  | readonly ['track', 'setDuration' | 'setProgress' | 'error', number]
  | readonly ['track', 'setPaused' | 'setMuted', boolean]
  | readonly ['arm' | 'play' | 'started' | 'time']
  | readonly ['cap', number]
  | readonly ['finish', PlayOutcome];

const QUARTILES: [AdQuartile, number][] = [
  ['firstQuartile', 0.25],
  ['midpoint', 0.5],
  ['thirdQuartile', 0.75],
];

/** `MediaError` codes (the constants are not on every global the tests run in). */
const MEDIA_ERR_DECODE = 3;
const MEDIA_ERR_SRC_NOT_SUPPORTED = 4;

/** A media error's message where the browser gives none. */
const FAILED = 'The ad media failed';

/** Without a known duration, an ad may play this long (s) before the player moves on. */
export const UNKNOWN_DURATION_CAP_S = 120;

export const creativeStart = (duration: number): CreativeState => ({
  ready: false,
  started: false,
  paused: false,
  received: false,
  finished: false,
  position: 0,
  quartiles: 0,
  duration,
});

export interface CreativeStep {
  state: CreativeState;
  effects: CreativeEffect[];
}

/**
 * The next state and what to do, for one event (spec §3's ad events, the VAST tracking, spec §9's
 * timeouts). A finished creative ignores everything. (Written with locals, one object at the end:
 * the table is the ads chunk's, and property names do not minify.)
 */
export function nextCreative(state: CreativeState, event: CreativeEvent): CreativeStep {
  let { ready, started, paused, received, finished, position, quartiles, duration } = state;
  const effects: CreativeEffect[] = [];
  const emit = (name: AdEvent, payload?: unknown): number => effects.push(payload === undefined ? ['emit', name] : ['emit', name, payload]);
  const end = (outcome: PlayOutcome): void => void ((finished = true), effects.push(['finish', outcome]));
  /** A failure: the VAST error code tracked, the ad event, the end. */
  const fail = (outcome: 'load_error' | 'error', code: 'MEDIA_ERROR' | 'PLAY_FAILED' | 'STALLED', message: string, vastCode: number, payload?: unknown): void => {
    effects.push(['track', 'error', vastCode]);
    emit(outcome === 'load_error' ? 'AD_LOAD_ERROR' : 'AD_ERROR', { code, message, payload });
    end(outcome);
  };
  /** The media's own duration, once it knows one, wins over the VAST one. */
  const know = (seconds: number): unknown => Number.isFinite(seconds) && seconds > 0 && effects.push(['track', 'setDuration', (duration = seconds)]);
  /** At `seconds`: tracked, and each quartile passed announced once. */
  const reach = (seconds: number): void => {
    effects.push(['track', 'setProgress', (position = seconds)]);
    while (duration > 0 && quartiles < QUARTILES.length && position >= QUARTILES[quartiles]![1] * duration) emit('AD_PROGRESS', { quartile: QUARTILES[quartiles++]![0] });
  };
  if (!finished) {
    switch (event.type) {
      case 'loadedmetadata':
        know(event.duration);
      // falls through: metadata is media bytes too
      case 'progress':
        received = true;
        break;
      case 'canplay':
        if (ready) break;
        ready = true;
        effects.push(['arm']), emit('AD_READY'), effects.push(['track', 'load']), emit('AD_PLAY'), effects.push(['play']);
        break;
      case 'playing':
        effects.push(['arm']);
        if (!started) {
          started = true;
          know(event.duration);
          effects.push(['cap', duration > 0 ? duration : UNKNOWN_DURATION_CAP_S], ['track', 'trackImpression']), emit('AD_START'), effects.push(['started']);
        } else if (paused) (paused = false), effects.push(['track', 'setPaused', false]), emit('AD_RESUME');
        break;
      case 'pause':
        if (started && !paused && !event.ended) (paused = true), effects.push(['track', 'setPaused', true]), emit('AD_PAUSE');
        break;
      case 'timeupdate':
        if (!started || event.time <= position) break;
        effects.push(['arm']), reach(event.time), emit('AD_PLAYBACK_TIME', { position, duration }), effects.push(['time']);
        break;
      case 'ended':
        know(event.duration), reach(Math.max(position, duration)), effects.push(['track', 'complete']), emit('AD_COMPLETE'), end('complete');
        break;
      case 'error':
        if (started) fail('error', 'MEDIA_ERROR', event.message || FAILED, VAST_ERROR.MEDIA_DISPLAY, event.code);
        // Browsers give a 404 and an undecodable file the same code (4, "not supported"); what
        // tells them apart is whether any of the file arrived. A network error stays "not found".
        else fail('load_error', 'MEDIA_ERROR', event.message || FAILED, event.code === MEDIA_ERR_DECODE || (event.code === MEDIA_ERR_SRC_NOT_SUPPORTED && received) ? VAST_ERROR.MEDIA_DISPLAY : VAST_ERROR.FILE_NOT_FOUND, event.code);
        break;
      case 'play failed':
        if ((event.error as { name?: string } | null)?.name === 'NotAllowedError') emit('AD_NEEDS_USER_CLICK_TO_START'), end('blocked');
        else fail('error', 'PLAY_FAILED', 'The ad could not play', VAST_ERROR.MEDIA_DISPLAY, event.error);
        break;
      case 'watchdog':
        if (ready) fail('error', 'STALLED', 'The ad stopped playing', VAST_ERROR.MEDIA_DISPLAY);
        else effects.push(['track', 'error', VAST_ERROR.MEDIA_TIMEOUT]), emit('AD_TIMEOUT', { stage: 'media', timeoutMs: event.timeoutMs }), end('timeout');
        break;
      case 'overrun':
        fail('error', 'STALLED', 'The ad overran its duration', VAST_ERROR.MEDIA_DISPLAY);
        break;
      case 'stopped':
        if (started) effects.push(['track', 'close']);
        emit('AD_STOPPED'), end('stopped');
        break;
      case 'muted':
        if (started) effects.push(['track', 'setMuted', event.muted]), emit(event.muted ? 'AD_MUTE' : 'AD_UNMUTE');
    }
  }
  return { state: { ready, started, paused, received, finished, position, quartiles, duration }, effects };
}

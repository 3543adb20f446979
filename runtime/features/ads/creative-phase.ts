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

/** What the shell hears: the media's events (with the values they carry), its timers, the listener. */
export type CreativeEvent =
  | { type: 'progress' }
  | { type: 'loadedmetadata'; duration: number }
  | { type: 'canplay' }
  | { type: 'playing'; duration: number }
  | { type: 'pause'; ended: boolean }
  | { type: 'timeupdate'; time: number }
  | { type: 'ended'; duration: number }
  | { type: 'error'; code: number | undefined; message: string }
  /** media.play() was refused (NotAllowedError: `blocked`) or failed. */
  | { type: 'play failed'; error: unknown }
  /** The watchdog: no media for `mediaTimeoutMs`, or no progress as long. */
  | { type: 'watchdog'; timeoutMs: number }
  /** The ad ran past its duration (or the cap on an unknown one) plus the timeout. */
  | { type: 'overrun' }
  /** The listener stopped the player. */
  | { type: 'stopped' }
  /** The listener muted or unmuted (the shell has set the element already). */
  | { type: 'muted'; muted: boolean };

/** What the shell does, in order: data, as the engine's effects are. */
export type CreativeEffect =
  | { do: 'emit'; name: AdEvent; payload?: unknown }
  /** A VAST tracking call (../ad-tracker.ts). */
  | { do: 'track'; call: 'load' | 'trackImpression' | 'complete' | 'close' }
  | { do: 'track'; call: 'setDuration' | 'setProgress'; value: number }
  | { do: 'track'; call: 'setPaused' | 'setMuted'; value: boolean }
  | { do: 'track'; call: 'error'; value: number }
  /** (Re)start the watchdog. */
  | { do: 'arm' }
  /** Start the overrun timer, in seconds. */
  | { do: 'cap'; seconds: number }
  | { do: 'play' }
  /** Tell the player it started (the companion shows) / where it is. */
  | { do: 'started' }
  | { do: 'time' }
  /** Release the media and end with this outcome. */
  | { do: 'finish'; outcome: PlayOutcome };

const QUARTILES: [AdQuartile, number][] = [
  ['firstQuartile', 0.25],
  ['midpoint', 0.5],
  ['thirdQuartile', 0.75],
];

/** `MediaError` codes (the constants are not on every global the tests run in). */
const MEDIA_ERR_DECODE = 3;
const MEDIA_ERR_SRC_NOT_SUPPORTED = 4;

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

type Step = { state: CreativeState; effects: CreativeEffect[] };

/** The media's own duration, once it knows one, wins over the VAST one. */
function withDuration(state: CreativeState, duration: number, effects: CreativeEffect[]): CreativeState {
  if (!(Number.isFinite(duration) && duration > 0)) return state;
  effects.push({ do: 'track', call: 'setDuration', value: duration });
  return { ...state, duration };
}

/** At `position`: tracked, and each quartile passed announced once. */
function at(state: CreativeState, position: number, effects: CreativeEffect[]): CreativeState {
  let { quartiles } = state;
  effects.push({ do: 'track', call: 'setProgress', value: position });
  while (state.duration > 0 && quartiles < QUARTILES.length && position >= QUARTILES[quartiles]![1] * state.duration) {
    effects.push({ do: 'emit', name: 'AD_PROGRESS', payload: { quartile: QUARTILES[quartiles++]![0] } });
  }
  return { ...state, position, quartiles };
}

const finish = (state: CreativeState, effects: CreativeEffect[], outcome: PlayOutcome): Step => ({
  state: { ...state, finished: true },
  effects: [...effects, { do: 'finish', outcome }],
});

/** A failure: the VAST error code tracked, the ad event, the end. */
const fail = (state: CreativeState, outcome: 'load_error' | 'error', code: 'MEDIA_ERROR' | 'PLAY_FAILED' | 'STALLED', message: string, vastCode: number, payload?: unknown): Step =>
  finish(state, [
    { do: 'track', call: 'error', value: vastCode },
    { do: 'emit', name: outcome === 'load_error' ? 'AD_LOAD_ERROR' : 'AD_ERROR', payload: { code, message, payload } },
  ], outcome);

/**
 * The next state and what to do, for one event (spec §3 ad events, the VAST tracking, spec §9's
 * timeouts). A finished creative ignores everything.
 */
export function nextCreative(state: CreativeState, event: CreativeEvent): Step {
  const effects: CreativeEffect[] = [];
  const none: Step = { state, effects };
  if (state.finished) return none;
  switch (event.type) {
    case 'progress':
      return { state: { ...state, received: true }, effects };
    case 'loadedmetadata':
      return { state: withDuration({ ...state, received: true }, event.duration, effects), effects };
    case 'canplay':
      if (state.ready) return none;
      return {
        state: { ...state, ready: true },
        effects: [{ do: 'arm' }, { do: 'emit', name: 'AD_READY' }, { do: 'track', call: 'load' }, { do: 'emit', name: 'AD_PLAY' }, { do: 'play' }],
      };
    case 'playing': {
      effects.push({ do: 'arm' });
      if (!state.started) {
        const next = withDuration({ ...state, started: true }, event.duration, effects);
        effects.push(
          { do: 'cap', seconds: next.duration > 0 ? next.duration : UNKNOWN_DURATION_CAP_S },
          { do: 'track', call: 'trackImpression' },
          { do: 'emit', name: 'AD_START' },
          { do: 'started' },
        );
        return { state: next, effects };
      }
      if (!state.paused) return { state, effects };
      effects.push({ do: 'track', call: 'setPaused', value: false }, { do: 'emit', name: 'AD_RESUME' });
      return { state: { ...state, paused: false }, effects };
    }
    case 'pause':
      if (!state.started || state.paused || event.ended) return none;
      return { state: { ...state, paused: true }, effects: [{ do: 'track', call: 'setPaused', value: true }, { do: 'emit', name: 'AD_PAUSE' }] };
    case 'timeupdate': {
      if (!state.started || event.time <= state.position) return none;
      effects.push({ do: 'arm' });
      const next = at(state, event.time, effects);
      effects.push({ do: 'emit', name: 'AD_PLAYBACK_TIME', payload: { position: next.position, duration: next.duration } }, { do: 'time' });
      return { state: next, effects };
    }
    case 'ended': {
      const known = withDuration(state, event.duration, effects);
      const next = at(known, Math.max(known.position, known.duration), effects);
      effects.push({ do: 'track', call: 'complete' }, { do: 'emit', name: 'AD_COMPLETE' });
      return finish(next, effects, 'complete');
    }
    case 'error': {
      if (state.started) return fail(state, 'error', 'MEDIA_ERROR', event.message, VAST_ERROR.MEDIA_DISPLAY, event.code);
      // Browsers give a 404 and an undecodable file the same code (4, "not supported"); what
      // tells them apart is whether any of the file arrived. A network error stays "not found".
      const undecodable = event.code === MEDIA_ERR_DECODE || (event.code === MEDIA_ERR_SRC_NOT_SUPPORTED && state.received);
      return fail(state, 'load_error', 'MEDIA_ERROR', event.message, undecodable ? VAST_ERROR.MEDIA_DISPLAY : VAST_ERROR.FILE_NOT_FOUND, event.code);
    }
    case 'play failed':
      if ((event.error as { name?: string } | null)?.name === 'NotAllowedError') {
        return finish(state, [{ do: 'emit', name: 'AD_NEEDS_USER_CLICK_TO_START' }], 'blocked');
      }
      return fail(state, 'error', 'PLAY_FAILED', 'The ad could not play', VAST_ERROR.MEDIA_DISPLAY, event.error);
    case 'watchdog':
      if (state.ready) return fail(state, 'error', 'STALLED', 'The ad stopped playing', VAST_ERROR.MEDIA_DISPLAY);
      return finish(state, [
        { do: 'track', call: 'error', value: VAST_ERROR.MEDIA_TIMEOUT },
        { do: 'emit', name: 'AD_TIMEOUT', payload: { stage: 'media', timeoutMs: event.timeoutMs } },
      ], 'timeout');
    case 'overrun':
      return fail(state, 'error', 'STALLED', 'The ad overran its duration', VAST_ERROR.MEDIA_DISPLAY);
    case 'stopped':
      return finish(state, [...(state.started ? [{ do: 'track', call: 'close' } as const] : []), { do: 'emit', name: 'AD_STOPPED' }], 'stopped');
    case 'muted':
      if (!state.started) return none;
      return { state, effects: [{ do: 'track', call: 'setMuted', value: event.muted }, { do: 'emit', name: event.muted ? 'AD_MUTE' : 'AD_UNMUTE' }] };
  }
}

import type { EngineError, EngineWarning } from './events';

/**
 * Where a play session stands. The spec's player states (§4) map onto it: idle = `idle` and
 * `stopped`, buffering = `connecting` and `buffering`, playing = `playing` and `switching`,
 * paused = `paused`. Whether commands are accepted (`ready`) is the shell's, not a phase.
 *
 * - `idle`: no session (never played, or it failed, dropped, ended or was paused away);
 * - `stopped`: no session, ended by Stop (a late `pause` from that Stop is ours, not a listener's);
 * - `connecting`: Play connects a candidate source; no audio yet (a failure tries the next one);
 * - `playing`: audio plays (a failure from now on is a drop, no longer a bad source);
 * - `buffering`: it played, and the element now waits for data;
 * - `paused`: paused by someone else, the connection kept (only without stopPlayingWhenPaused);
 * - `switching`: a playing session moves from the browser's own HLS player to hls.js (no stop).
 */
export type Phase = 'idle' | 'stopped' | 'connecting' | 'playing' | 'buffering' | 'paused' | 'switching';

/** What moves the phase: the engine's commands, and what the media element and the watchers report. */
export type PhaseEvent =
  | { type: 'play' }
  | { type: 'stop' }
  /** Torn down: the session ends, no Stop asked for. */
  | { type: 'destroy' }
  /** Audio plays (the element's `playing`); `closed`: an HLS playlist with an end (#EXT-X-ENDLIST). */
  | { type: 'playing'; closed?: boolean }
  /** The HLS playlist turned out closed (`durationchange`). */
  | { type: 'closed' }
  | { type: 'waiting' }
  /** A pause by someone else; `ends`: stopPlayingWhenPaused (live radio cannot resume). */
  | { type: 'pause'; ends: boolean }
  /** The current attempt failed; `retry`: a decode error a fresh connection to the same source may cure. */
  | { type: 'failed'; payload?: unknown; retry?: boolean }
  /** The browser's autoplay policy refused play(). */
  | { type: 'refused'; payload?: unknown }
  /** No candidate source is left to try. */
  | { type: 'exhausted' }
  | { type: 'ended' }
  /** A watcher saw the playing stream drop (stalled, download closed). */
  | { type: 'dropped'; error: EngineError }
  /** The browser's own HLS player keeps every second played (./held-audio-watch.ts). */
  | { type: 'hoarding' };

/** What the shell (./create-engine.ts) does; data, so the table can be tested without a browser. */
export type Effect =
  /** Connect afresh: the best source (`first`), the same again, the next one, or the same through hls.js. */
  | { type: 'connect'; to: 'first' | 'same' | 'next' | 'hls.js' }
  /** End the connection and every watcher of it. */
  | { type: 'disconnect' }
  /** Audio started: the watchers of a playing stream start. */
  | { type: 'watch' }
  /** The stall watch pauses with the element. */
  | { type: 'unwatch-stall' }
  /** The confirmed flags: the shell emits their `*_change` events when they change. */
  | { type: 'report'; flag: 'playing' | 'paused' | 'buffering'; value: boolean }
  | { type: 'emit'; event: 'stop' | 'finish' }
  | { type: 'error'; error: EngineError }
  | { type: 'warn'; warning: EngineWarning };

export interface Step {
  phase: Phase;
  effects: Effect[];
}

const ACTIVE: readonly Phase[] = ['connecting', 'playing', 'buffering', 'paused', 'switching'];
/** A session is on: Play was asked for and it has not ended. */
export const isActive = (phase: Phase): boolean => ACTIVE.includes(phase);
/** The session has had audio: a failure now is a drop, not a bad source. */
const hasPlayed = (phase: Phase): boolean => isActive(phase) && phase !== 'connecting';

const report = (flag: 'playing' | 'paused' | 'buffering', value: boolean): Effect => ({ type: 'report', flag, value });

/**
 * The session is over: disconnect, "not playing", `stop` once (if one was on), then the error.
 * Only Stop makes it `stopped`; anything else leaves a stopped engine stopped.
 */
function end(from: Phase, error?: EngineError, to: Phase = from === 'stopped' ? 'stopped' : 'idle'): Step {
  const effects: Effect[] = [{ type: 'disconnect' }, report('playing', false)];
  if (isActive(from)) effects.push({ type: 'emit', event: 'stop' });
  if (error) effects.push({ type: 'error', error });
  return { phase: to, effects };
}

const MEDIA_ERROR = (payload: unknown): EngineError => ({ code: 'MEDIA_ERROR', message: 'The stream failed', payload });
const CLOSED_HLS: EngineWarning = { code: 'PLAY_FAILED', message: 'The HLS stream has ended (#EXT-X-ENDLIST)' };

/** The attempt failed: before audio, the same source again or the next; after, a drop. */
function fail(phase: Phase, payload?: unknown, retry = false): Step {
  if (hasPlayed(phase)) return end(phase, MEDIA_ERROR(payload));
  if (phase !== 'connecting') return { phase, effects: [] }; // a stale attempt's
  return { phase, effects: [{ type: 'connect', to: retry ? 'same' : 'next' }] };
}

/** The one table: the phase after `event`, and what to do. Pure. */
export function next(phase: Phase, event: PhaseEvent): Step {
  switch (event.type) {
    case 'play':
      return { phase: 'connecting', effects: [{ type: 'connect', to: 'first' }] };
    case 'stop':
      return end(phase, undefined, 'stopped');
    case 'destroy':
      return end(phase);
    case 'playing':
      if (phase === 'connecting' && event.closed) return next(phase, { type: 'closed' });
      return {
        phase: 'playing',
        effects: [{ type: 'watch' }, report('paused', false), report('buffering', false), report('playing', true)],
      };
    case 'closed': {
      if (phase !== 'connecting') return { phase, effects: [] };
      const step = fail(phase);
      return { phase: step.phase, effects: [{ type: 'warn', warning: CLOSED_HLS }, ...step.effects] };
    }
    case 'waiting':
      if (phase !== 'playing' && phase !== 'paused') return { phase, effects: [] };
      return { phase: 'buffering', effects: [report('buffering', true)] };
    case 'pause': {
      if (phase === 'stopped' || phase === 'switching') return { phase, effects: [] };
      const effects: Effect[] = [{ type: 'unwatch-stall' }, report('paused', true)];
      if (event.ends) {
        const step = end(phase);
        return { phase: step.phase, effects: [...effects, ...step.effects] };
      }
      return { phase: hasPlayed(phase) ? 'paused' : phase, effects };
    }
    case 'failed':
      return fail(phase, event.payload, event.retry);
    case 'refused': {
      const step = end(phase);
      const warning: EngineWarning = { code: 'AUTOSTART_NOT_ALLOWED', message: 'Autostart is not allowed', payload: event.payload };
      return { phase: step.phase, effects: [{ type: 'warn', warning }, ...step.effects] };
    }
    case 'exhausted':
      return end(phase, { code: 'CONNECT_FAILED', message: 'Unable to connect to the stream' });
    case 'ended': {
      // A live stream has no end: the server went away. Before it played, the source is bad.
      const step = hasPlayed(phase) ? end(phase) : fail(phase);
      return { phase: step.phase, effects: [{ type: 'emit', event: 'finish' }, ...step.effects] };
    }
    case 'dropped':
      return end(phase, event.error);
    case 'hoarding':
      if (!hasPlayed(phase) || phase === 'switching') return { phase, effects: [] };
      return { phase: 'switching', effects: [{ type: 'connect', to: 'hls.js' }] };
  }
}

import type { StreamSource } from '../streams/select-stream';

/** Errors as data (house style): a code, a message from the spec's catalogue, a payload. */
export interface EngineError {
  code:
    | 'MEDIA_ERROR' // the stream failed after it had played (the server went away, a decode error)
    | 'STALLED' // it played, then its position stopped moving
    | 'CLOSED' // it played, then its download stopped: the server closed the connection, or it hangs
    | 'CONNECT_FAILED' // no source could be started
    | 'NO_SOURCE'
    | 'UNSUPPORTED_SOURCE'
    | 'HANDLER_ERROR'; // a listener threw; re-emitted so the player carries on
  message: string;
  payload?: unknown;
}

export interface EngineWarning {
  code: 'NOT_READY' | 'AUTOSTART_NOT_ALLOWED' | 'PLAY_FAILED' | 'INVALID_SEEK' | 'MEDIA_ERROR';
  message: string;
  payload?: unknown;
}

/**
 * The spec's player events (§3 "Event vocabularies") and their payloads. `void` events carry
 * nothing. `on(event, handler)` is typed by this map, so an event name cannot be mistyped.
 */
export interface EngineEvents {
  /** Sources are loaded and commands are accepted. */
  ready: void;
  /** Audio is playing (the media element fired `playing`). */
  play: void;
  /** The play session ended: stopped, failed, dropped, finished or torn down. */
  stop: void;
  /**
   * Beyond the spec's vocabulary, for its player state "buffering" (§4): audio played, and the
   * element now waits for data (true), or plays again (false). Not emitted before the first audio.
   */
  buffering: { buffering: boolean };
  /** Paused by someone other than Stop (a media key, the OS). */
  pause: void;
  mute: void;
  unmute: void;
  /** Now-playing text found in the stream. */
  metadata: { artist: string; title: string };
  /** Always followed by, or preceded by, the `stop` that the error forced (spec §4). */
  error: EngineError;
  warning: EngineWarning;
  /** `reload()` was called: the engine is torn down and set up again. */
  reload: void;
  volume_change: { volume: number };
  playback_change: { playing: boolean };
  pause_change: { paused: boolean };
  mute_change: { muted: boolean };
  /** Autoplay was attempted (spec §4: not_attempted → attempted). */
  autoplay: void;
  /** `not_allowed` (the browser's policy), `failed`, or `timeout` (not playing after 5 s). */
  autoplay_failed: { reason: string };
  autoplay_success: void;
  /** At most one per 500 ms, on the trailing edge (spec §9). `duration` is Infinity live. */
  time_position_change: { duration: number; position: number };
  /** The stream ended (the server closed it); on live radio the session then drops. */
  finish: void;
  load_sources: { sources: readonly StreamSource[] };
}

export type EngineEvent = keyof EngineEvents;
export type EngineHandler<K extends EngineEvent> = (payload: EngineEvents[K]) => void;

import type { StreamSource } from '../streams/select-stream';

/** Errors as data (house style): a code, a message from the spec's catalogue, a payload. */
export interface EngineError {
  code: 'MEDIA_ERROR' | 'NO_SOURCE' | 'UNSUPPORTED_SOURCE' | 'HANDLER_ERROR';
  message: string;
  payload?: unknown;
}

export interface EngineWarning {
  code: 'NOT_READY' | 'AUTOSTART_NOT_ALLOWED' | 'PLAY_FAILED';
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
  /** The play session ended: stopped, failed, finished or torn down. */
  stop: void;
  /** Paused by someone other than Stop (a media key, the OS). */
  pause: void;
  mute: void;
  unmute: void;
  metadata: { artist: string; title: string };
  error: EngineError;
  warning: EngineWarning;
  reload: void;
  volume_change: { volume: number };
  playback_change: { playing: boolean };
  pause_change: { paused: boolean };
  mute_change: { muted: boolean };
  autoplay: void;
  autoplay_failed: { reason: string };
  autoplay_success: void;
  time_position_change: { duration: number; position: number };
  /** The stream ended (the server closed it). */
  finish: void;
  load_sources: { sources: readonly StreamSource[] };
}

export type EngineEvent = keyof EngineEvents;
export type EngineHandler<K extends EngineEvent> = (payload: EngineEvents[K]) => void;

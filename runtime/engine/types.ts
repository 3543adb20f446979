import type { StreamSource } from '../streams/select-stream';
import type { EngineEvent, EngineHandler } from './events';

/** The engine's confirmed flags (spec §3 "Playback flags"); each changes only on a media event. */
export interface EngineState {
  ready: boolean;
  playing: boolean;
  paused: boolean;
  muted: boolean;
  /** 0–100. */
  volume: number;
}

/** How a play attempt ended; `aborted` means a Stop or a newer Play superseded it. */
export type PlayResult =
  | { ok: true }
  | { ok: false; reason: 'not_ready' | 'no_source' | 'not_allowed' | 'failed' | 'aborted' };

export interface EngineOptions {
  /** Try to play once ready (spec §4 "Autoplay"). */
  autoPlay?: boolean;
  /** A pause by anyone else ends the session too (default true: live radio cannot resume). */
  stopPlayingWhenPaused?: boolean;
  /** The URL to connect to for a source, asked on every Play so parameters are current. */
  resolveUrl?: (source: StreamSource) => string;
  /** Autoplay settles after this long by whether audio plays (spec §9: 5000 ms). */
  autoplaySettleMs?: number;
}

/**
 * One audio engine. Commands are requests: the engine's state and events follow only from what
 * the media element reports. Commands before `ready` are refused with a `warning` event.
 */
export interface AudioEngine {
  readonly state: Readonly<EngineState>;
  /** Sets the candidate sources (best first) and picks the first this engine can play. Fetches nothing. */
  load(sources: readonly StreamSource[]): void;
  /** Connects afresh (the live edge) and plays. */
  play(): Promise<PlayResult>;
  /** Ends the connection to the stream server. */
  stop(): void;
  pause(): void;
  /** 0–100. */
  setVolume(volume: number): void;
  setMuted(muted: boolean): void;
  on<K extends EngineEvent>(event: K, handler: EngineHandler<K>): void;
  off<K extends EngineEvent>(event: K, handler: EngineHandler<K>): void;
  /** Stops, removes every listener; the engine is unusable afterwards. */
  destroy(): void;
}

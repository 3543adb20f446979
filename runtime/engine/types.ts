import type { StreamSource } from '../streams/select-stream';
import type { StreamType } from '../../contract/stream-rules/stream-type';
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

/** A source whose type is known (an override's is inferred from its URL when loaded). */
export type TypedSource = StreamSource & { type: StreamType };

/** The spec's engine options (§3 "Audio engine options") that apply to this player. */
export interface EngineOptions {
  /** Try to play once ready (spec §4 "Autoplay"); once per engine. */
  autoPlay?: boolean;
  /** A pause by anyone else ends the session too (default true: live radio cannot resume). */
  stopPlayingWhenPaused?: boolean;
  /** The URL to connect to for a source, asked at every connect so its parameters are current. */
  resolveUrl?: (source: TypedSource) => string | Promise<string>;
  /** Autoplay settles after this long by whether audio plays (spec §9: 5000 ms). */
  autoplaySettleMs?: number;
  /**
   * Runs before the autoplay attempt requests the stream, which it does when `start` is called
   * (the player's pre-roll, docs/ads.md "Autoplay"); the settle counts from then. A Stop before
   * that settles autoplay as failed. Default: at once.
   */
  beforeAutoplay?: (start: () => void) => void;
  /** Logs every event the engine emits (the `verbose` query parameter, docs/engine.md). */
  verbose?: boolean;
  /** HLS through hls.js even where the browser has its own HLS player, but for Apple's WebKit. */
  preferHlsJs?: boolean;
  /**
   * Given, the browser's own HLS player is watched while it plays: once it holds more than
   * HELD_AUDIO_LIMIT_S already played (./held-audio.ts), the session moves to hls.js where
   * hls.js can play (not Safari/iOS), without a stop, and this is called with the source.
   */
  onNativeHlsHoarding?: (source: TypedSource) => void;
  /**
   * The spec's `enableXhrCredentials` (§3, §7 "the credentials flag is passed along"): the stream
   * requests (the element, hls.js, a playlist fetch) carry the listener's cookies cross-origin.
   * The stream server must then answer with CORS for credentials (docs/engine.md "Credentials").
   */
  withCredentials?: boolean;
  /** Whether to save data (docs/listening.md): hls.js stays at its lowest level while it says so. */
  dataSaving?: DataSaving;
}

/**
 * Plays a URL on the media element another way than its own `src`: hls.js (./hls-transport.ts).
 * Calls `onFailure` when the connection fails for good; returns the close that ends it.
 * `withCredentials`: its requests carry the listener's cookies (EngineOptions.withCredentials).
 */
export type Transport = (
  media: HTMLMediaElement,
  url: string,
  onFailure: (payload: unknown) => void,
  withCredentials: boolean,
  dataSaving?: DataSaving,
) => () => void;

/**
 * Whether to save data now: the browser asks, or the listener's "Low data" is on
 * (listening/data-saver/data-saver.ts `dataSaving`); `subscribe` calls at once, then on each change.
 */
export interface DataSaving {
  get(): boolean;
  subscribe(listener: () => void): () => void;
}

/**
 * One audio engine. Commands are requests: the engine's state and events follow only from what
 * the media element reports. Commands before `ready` are refused with a `warning` event.
 */
export interface AudioEngine {
  readonly state: Readonly<EngineState>;
  /** Sets the candidate sources (best first); ready when one is playable here. Fetches nothing. */
  load(sources: readonly StreamSource[]): void;
  /**
   * Connects afresh (the live edge) and plays: the first candidate, then the next whenever one
   * fails to start (HTTP error, decode error, no audio in time). Outcome by events: `play`, or
   * `stop` with an `error` (none started) or a `warning` (the browser refused).
   */
  play(): void;
  /** Ends the connection to the stream server. */
  stop(): void;
  pause(): void;
  /** Seconds; anything not a finite number is refused with the spec's warning. */
  seek(position: number): void;
  /** 0–100. */
  setVolume(volume: number): void;
  setMuted(muted: boolean): void;
  /** Emits `reload`, tears the engine down and sets it up again; plays again if it was playing. */
  reload(): void;
  on<K extends EngineEvent>(event: K, handler: EngineHandler<K>): void;
  off<K extends EngineEvent>(event: K, handler: EngineHandler<K>): void;
  /** Stops, removes every listener; the engine is unusable afterwards. */
  destroy(): void;
}

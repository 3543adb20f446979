import { isPlaylistUrl, mayAnswerWithPlaylist } from '../streams/playlist-url';
import type { EngineWarning } from './events';
import { CONNECTION_CLOSED } from './download-watch';
import { earlyStreamDropped, takeEarlyStream } from './early-stream-takeover';
import { loadHls } from './load-hls';
import type { PhaseEvent } from './phase';
import { currentSource, NO_SOURCES, nextSource, type SourceEvent, withCandidates } from './source-order';
import type { DataSaving, TypedSource } from './types';

/** A source that has not started playing within this long is given up for the next one. */
export const START_TIMEOUT_MS = 10_000;
/** Fresh connections to the same source after a decode error before any audio (see `failure`). */
export const DECODE_RETRIES = 3;
const MEDIA_ERR_DECODE = 3;

export interface ConnectionOptions {
  /** The URL to connect to for a source, asked at every connect. */
  resolveUrl(source: TypedSource): string | Promise<string>;
  /** Whether this type plays through hls.js here (asked at every connect: it may change). */
  viaHlsJs(type: TypedSource['type']): boolean;
  /** How the current attempt ended badly: `failed`, `refused`, `exhausted`. */
  report(event: PhaseEvent): void;
  warn(warning: EngineWarning): void;
  /** The stream requests carry the listener's cookies (EngineOptions.withCredentials). */
  withCredentials?: boolean;
  /** EngineOptions.dataSaving, for hls.js. */
  dataSaving?: DataSaving;
}

/**
 * The engine's connection to the stream server: one attempt at a time, on the candidate sources
 * (best first, each playlist replaced by its entries once fetched). Which source is tried is the
 * pure table ./source-order.ts (`nextSource`); this shell does what it says to the element. Every
 * disconnect starts a new attempt number, so the callbacks of an older attempt see it moved and
 * bow out. One piece: the attempt number, the transport's close and the start timer are what
 * every step of an attempt reads and writes (the playlist fetch, the URL, play(), the sniff);
 * apart, they would be passed around as one object's fields, which minify worse.
 */
export function createConnection(media: HTMLMediaElement, options: ConnectionOptions) {
  let sources = NO_SOURCES;
  let attempt = 0;
  // Set while an attempt plays through a transport (hls.js), not the element's own `src`.
  let close: (() => void) | undefined;
  let startTimer: ReturnType<typeof setTimeout> | undefined;
  // The element plays the first paint's early stream, taken over: it has no `src` attribute.
  let adopted = false;

  // Icecast hands a new listener the stream from wherever its buffer is, mid-frame, and Chromium
  // sometimes cannot decode that start (PIPELINE_ERROR_DECODE). A fresh connection starts at
  // another byte, so a decode error first retries the same source.
  const failure = (payload?: unknown): PhaseEvent => ({
    type: 'failed',
    payload,
    retry: (payload as MediaError | null)?.code === MEDIA_ERR_DECODE && sources[2] < DECODE_RETRIES,
  });

  /** Moves the table on and does what it says. */
  function dispatch(event: SourceEvent): void {
    let effect;
    [sources, effect] = nextSource(sources, event, mayAnswerWithPlaylist);
    if (effect == 'connect') void connectCurrent();
    else if (effect == 'sniff') void nextOrItsEntries(currentSource(sources)!);
  }

  /** A new attempt: the older one's callbacks bow out, its timer and hls.js end. */
  function nextAttempt(): void {
    attempt++;
    clearTimeout(startTimer);
    close?.();
    close = undefined;
  }

  /** Ends the HTTP connection: without a `src`, `load()` drops the resource and its download. */
  function disconnect(): void {
    nextAttempt();
    // Not on an element already paused: the first Play's disconnect sits inside the click.
    if (!media.paused) media.pause();
    if (media.hasAttribute('src') || adopted) {
      adopted = false;
      media.removeAttribute('src');
      media.load();
    }
  }

  async function connectCurrent(): Promise<void> {
    // The first paint's early stream (./early-stream.ts) is kept while this attempt may be its.
    const dropped = earlyStreamDropped(media);
    const [early, earlyHls] = takeEarlyStream(media);
    if (early) (adopted = true), nextAttempt();
    else disconnect();
    if (dropped) {
      // It had audio and its server closed it: a drop the engine did not see happen, reported as
      // one (the phase table: audio, then the close), so the player reconnects.
      options.report({ type: 'playing', closed: false });
      return options.report({ type: 'dropped', error: CONNECTION_CLOSED });
    }
    let at = attempt;
    const current = (): boolean => at === attempt;
    // A failed play(), the element's or hls.js's (./hls-transport.ts), or anything else that failed.
    // Returns what it reported: nothing when the failure was superseded.
    const fail = (payload?: unknown): PhaseEvent['type'] | undefined => {
      const name = (payload as Error | null)?.name;
      // A Stop or a newer attempt superseded this play(); or another of hls.js's own reloads did.
      if (!current() || name == 'AbortError') return;
      // The browser's autoplay policy (no gesture left): Play shows again; a warning, not an error (spec §8).
      const event: PhaseEvent = name == 'NotAllowedError' ? { type: 'refused', payload } : failure(payload);
      options.report(event);
      return event.type;
    };
    // hls.js playing the early stream (Firefox) is this attempt's transport from now: its failures
    // are this attempt's, and a disconnect ends it.
    if (earlyHls) close = earlyHls.adopt(fail, options.dataSaving);
    const source = currentSource(sources);
    if (!source) return options.report({ type: 'exhausted' });
    try {
      if (!source.listed && isPlaylistUrl(source.url)) {
        const { playlistSources } = await import('../streams/playlist');
        const entries = await playlistSources(source, options.withCredentials ?? false);
        if (!current()) return;
        // Fetched once: later Plays use the entries (an empty playlist simply drops out).
        return dispatch(entries);
      }
      const transport = options.viaHlsJs(source.type) ? (await loadHls()).hlsTransport : undefined;
      // A URL that is ready is used at once: play() then stays inside the listener's click.
      let url = options.resolveUrl(source);
      if (typeof url != 'string') url = await url;
      if (!current()) return;
      // Not the early stream's URL (another source, other parameters): that one ends here. Exact,
      // not "the same but for the id": while the GDPR decision is open the engine's URL is the
      // early one (its per-player id is the early stream's, setup/stream-url-for.ts); a decision
      // made before this connect (a stored id, no `gdpr=1`) is another request, made afresh.
      // Kept only when played the same way too: hls.js's early stream where this attempt plays
      // through hls.js, the element's own where it plays by itself.
      const keep = adopted && !transport == !earlyHls && url === early;
      if (adopted && !keep) disconnect(), (at = attempt);
      if (!keep && transport) close = transport(media, url, fail, options.withCredentials ?? false, options.dataSaving);
      else if (!keep) media.src = url;
      startTimer = setTimeout(fail, START_TIMEOUT_MS);
      await media.play();
      // Already playing when taken over: its `playing` came before anyone listened for it.
      if (keep && current() && !media.paused && media.readyState > 2) options.report({ type: 'playing', closed: false });
    } catch (error) {
      if (fail(error) == 'failed') options.warn({ code: 'PLAY_FAILED', message: 'Play attempt failed', payload: error });
    }
  }

  /**
   * Spec §7 "Stream manifest": an AAC/MP3 URL that names no format (`/listen`) may have answered
   * with a playlist, which the element cannot play. Asked only once it failed, so a stream that
   * plays costs no extra request: its entries replace it, else the next source is tried.
   */
  async function nextOrItsEntries(failed: TypedSource): Promise<void> {
    disconnect();
    const at = attempt;
    const entries = await import('../streams/playlist').then(({ sniffPlaylist }) => sniffPlaylist(failed, options.withCredentials ?? false), () => null);
    if (at === attempt) dispatch(entries ?? 'not a playlist');
  }

  return {
    /** The playable sources, best first. */
    setCandidates(list: TypedSource[]): void {
      sources = withCandidates(sources, list);
    },
    /** The best source (`first`), the same again (a decode retry), the next, or the same through hls.js. */
    connect(to: 'first' | 'same' | 'next' | 'hls.js'): void {
      dispatch(to);
    },
    disconnect,
    /** Audio plays: the start timeout is over. */
    started: (): void => clearTimeout(startTimer),
    /** The failure of the current attempt, as the phase table takes it. */
    failure,
    source: (): TypedSource | undefined => currentSource(sources),
    /** Plays through hls.js, not the element's own `src`. */
    viaTransport: (): boolean => !!close,
    /** The element's own stream: its `src`, or the first paint's early stream it took over (no `src` attribute). */
    onElement: (): boolean => adopted || !!media.getAttribute('src'),
  };
}

export type Connection = ReturnType<typeof createConnection>;

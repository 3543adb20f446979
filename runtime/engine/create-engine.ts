import { log } from '../lib/logger';
import { isPlaylistUrl } from '../streams/playlist-url';
import { mayAnswerWithPlaylist } from '../streams/playlist-sniff';
import type { StreamSource } from '../streams/select-stream';
import { inferStreamType } from '../../contract/stream-rules/stream-type';
import { runAutoplay } from './autoplay';
import { watchDownload } from './download-watch';
import { createEmitter } from './emitter';
import type { EngineError, EngineEvents, EngineWarning } from './events';
import { HELD_AUDIO_LIMIT_S, HELD_AUDIO_PREFETCH_S, heldBehindPlayhead } from './held-audio';
import { loadHls } from './load-hls';
import { canPlay, needsHlsJs } from './native-support';
import { watchStreamMetadata } from './stream-metadata';
import type { AudioEngine, EngineOptions, EngineState, TypedSource } from './types';

/** A source that has not started playing within this long is given up for the next one. */
export const START_TIMEOUT_MS = 10_000;
/** A playing stream whose position has not moved for this long has dropped. */
export const STALL_TIMEOUT_MS = 8_000;
/** Fresh connections to the same source after a decode error before any audio (see `fail`). */
export const DECODE_RETRIES = 3;
const MEDIA_ERR_DECODE = 3;
/** Spec §9: time-position updates at most one per 500 ms, on the trailing edge. */
export const TIME_POSITION_MS = 500;

/**
 * The player's one engine, on its stream element. Every source plays through the element: MP3,
 * AAC and native HLS by its `src`; HLS elsewhere through hls.js (a lazy chunk, ./hls-transport.ts).
 * The element starts with no `src` (nothing is fetched before Play); Play connects afresh, Stop
 * removes the `src` so the connection to the stream server ends. Null, with the spec's warning,
 * when there is no media element to play through.
 */
export function createEngine(media: HTMLMediaElement | null, options: EngineOptions = {}): AudioEngine | null {
  if (!media || typeof media.play != 'function') {
    // The spec's text (§8), engine name and all, so existing log searches still find it.
    log.warn('Unable to initialize JwPlayerEngine. Must specify a valid `Container`.');
    return null;
  }
  return mediaEngine(media, options);
}

function mediaEngine(media: HTMLMediaElement, options: EngineOptions): AudioEngine {
  const { stopPlayingWhenPaused = true, resolveUrl = (source: TypedSource) => source.url, onNativeHlsHoarding } = options;
  // Set from the start by the station, or once the browser's own HLS player is seen hoarding.
  let preferHlsJs = options.preferHlsJs ?? false;
  const viaHlsJs = (type: TypedSource['type']): boolean => needsHlsJs(media, type, preferHlsJs);
  // Whether a hoarding native HLS player may be left for hls.js here: asked for, and a browser
  // where hls.js plays (not Safari/iOS). Fixed for the page, so decided once.
  const mayLeaveNativeHls = !!onNativeHlsHoarding && needsHlsJs(media, 'HLS', true);
  const state: EngineState = {
    ready: false,
    playing: false,
    paused: false,
    muted: media.muted,
    volume: Math.round(media.volume * 100),
  };
  let sources: readonly StreamSource[] = [];
  // The playable sources, best first, each playlist replaced by its entries once fetched.
  let candidates: TypedSource[] = [];
  let index = 0;
  let decodeRetries = 0;
  // Bumped by every connect and every end: callbacks of an older attempt see it moved and bow out.
  let attempt = 0;
  // A play session runs, from Play until it ends…
  let active = false;
  // …and has reached `playing`: a failure from now on is a drop, no longer a bad source.
  let played = false;
  // Stopped by us: a late `pause` event from that Stop is not a listener's pause.
  let stopRequested = false;
  // Moving a playing session to hls.js: its `pause` is ours, and the session goes on.
  let switching = false;
  let autoplayTried = false;
  // The current attempt's failure: before it played, the next source; after, the session dropped.
  let fail = (_payload?: unknown): void => {};
  // Set while an attempt plays through a transport (hls.js), not the element's own `src`.
  let close: (() => void) | undefined;
  let startTimer: ReturnType<typeof setTimeout> | undefined;
  let stallTimer: ReturnType<typeof setTimeout> | undefined;
  let positionTimer: ReturnType<typeof setTimeout> | undefined;
  // Set while a session that played through the element's own `src` (MP3, AAC) is on.
  let unwatchDownload: (() => void) | undefined;
  // It played, and the element now waits for data.
  let buffering = false;
  let position = 0;
  let cancelAutoplay = (): void => {};
  let stopMetadata = (): void => {};

  const emitter = createEmitter<EngineEvents>((error, event) => {
    if (event === 'error') log.error('An "error" handler failed', error);
    else emit('error', { code: 'HANDLER_ERROR', message: `A "${String(event)}" handler failed`, payload: error });
  });
  const emit: typeof emitter.emit = options.verbose
    ? (event, ...payload) => {
        log.debug(`engine: ${String(event)}`, ...payload);
        emitter.emit(event, ...payload);
      }
    : emitter.emit;
  const warn = (code: EngineWarning['code'], message: string, payload?: unknown): void =>
    emit('warning', { code, message, payload });

  // Spec §4: commands are refused with a warning until the engine is ready.
  function accepts(command: string): boolean {
    if (!state.ready) warn('NOT_READY', `Ignoring ${command}: the player is not ready yet`);
    return state.ready;
  }

  /** Ends the HTTP connection: without a `src`, `load()` drops the resource and its download. */
  function disconnect(): void {
    clearTimeout(startTimer);
    clearTimeout(stallTimer);
    unwatchDownload?.();
    unwatchDownload = undefined;
    close?.();
    close = undefined;
    // Not on an element already paused: the first Play's disconnect sits inside the click.
    if (!media.paused) media.pause();
    if (media.hasAttribute('src')) {
      media.removeAttribute('src');
      media.load();
    }
  }

  /** The session is over: disconnect, commit "not playing", report `stop` once, then the error. */
  function end(error?: EngineError): void {
    attempt++;
    switching = buffering = false;
    disconnect();
    const was = active;
    active = played = false;
    if (state.playing) {
      state.playing = false;
      emit('playback_change', { playing: false });
    }
    if (was) emit('stop');
    if (error) emit('error', error);
  }

  function setPaused(paused: boolean): void {
    if (state.paused === paused) return;
    state.paused = paused;
    emit('pause_change', { paused });
    if (paused) emit('pause');
  }

  // The element may sit in `waiting` for ever when a server stops sending: no progress is a drop.
  function watchStall(): void {
    clearTimeout(stallTimer);
    stallTimer = setTimeout(() => end({ code: 'STALLED', message: 'The stream stalled' }), STALL_TIMEOUT_MS);
  }

  /** Connects the candidate at `index`: a playlist is fetched first, HLS may need hls.js. */
  async function connect(): Promise<void> {
    const at = ++attempt;
    disconnect();
    const source = candidates[index];
    fail = (payload) => {
      if (at !== attempt) return;
      if (played) return end({ code: 'MEDIA_ERROR', message: 'The stream failed', payload });
      // Icecast hands a new listener the stream from wherever its buffer is, mid-frame, and
      // Chromium sometimes cannot decode that start (PIPELINE_ERROR_DECODE). A fresh connection
      // starts at another byte, so a decode error first retries the same source.
      if ((payload as MediaError | null)?.code === MEDIA_ERR_DECODE && decodeRetries < DECODE_RETRIES) {
        decodeRetries++;
        return void connect();
      }
      decodeRetries = 0;
      if (!mayAnswerWithPlaylist(source!)) {
        index++;
        return void connect();
      }
      // Spec §7 "Stream manifest": an AAC/MP3 URL that names no format may have answered with a playlist.
      void import('../streams/playlist').then(({ sniffPlaylist }) => sniffPlaylist(source!), () => null).then((entries) => {
        if (at !== attempt) return;
        if (entries) candidates.splice(index, 1, ...entries);
        else index++;
        void connect();
      });
    };
    if (!source) return end({ code: 'CONNECT_FAILED', message: 'Unable to connect to the stream' });
    try {
      if (!source.listed && isPlaylistUrl(source.url)) {
        const { playlistSources } = await import('../streams/playlist');
        const entries = await playlistSources(source);
        if (at !== attempt) return;
        // Fetched once: later Plays use the entries (an empty playlist simply drops out).
        candidates.splice(index, 1, ...entries);
        return void connect();
      }
      const transport = viaHlsJs(source.type) ? (await loadHls()).hlsTransport : undefined;
      // A URL that is ready is used at once: play() then stays inside the listener's click.
      let url = resolveUrl(source);
      if (typeof url != 'string') url = await url;
      if (at !== attempt) return;
      if (transport) close = transport(media, url, fail);
      else media.src = url;
      startTimer = setTimeout(fail, START_TIMEOUT_MS);
      await media.play();
    } catch (error) {
      if (at !== attempt) return;
      const name = (error as Error | null)?.name;
      // A Stop or a newer attempt superseded this play().
      if (name === 'AbortError') return;
      if (name === 'NotAllowedError') {
        // The browser's autoplay policy: Play shows again; a warning, not an error (spec §8).
        warn('AUTOSTART_NOT_ALLOWED', 'Autostart is not allowed', error);
        end();
      } else {
        warn('PLAY_FAILED', 'Play attempt failed', error);
        fail(error);
      }
    }
  }

  // Live radio has no end, but an HLS playlist can be closed (#EXT-X-ENDLIST): a packager that
  // stops leaves its last one so, and the element then gives it a duration. Heard live, it plays
  // out and `ended` is the drop. Connected afresh, it is not the station coming back but its last
  // minute replayed from the start: that attempt fails (the next source, or the reconnect's next
  // try) instead of clearing "Reconnecting…" with stale audio.
  const refuseClosedHls = (): boolean => {
    // A live playlist's duration is Infinity (Safari, Chromium, hls.js) or 0 (WebKitGTK's
    // GStreamer player, measured); only a closed one has a length.
    const closed = Number.isFinite(media.duration) && media.duration > 0;
    if (!active || played || candidates[index]?.type !== 'HLS' || !closed) return false;
    warn('PLAY_FAILED', 'The HLS stream has ended (#EXT-X-ENDLIST)');
    fail();
    return true;
  };

  /**
   * The browser's own HLS player, where the station leaves the choice to us: one that keeps every
   * second played (./held-audio.ts) hands the session to hls.js, where hls.js plays (not Safari,
   * not iOS). The listener hears a short gap once, not a tab that grows for hours; the setup
   * remembers it so this device starts with hls.js next time. hls.js is fetched a little before,
   * so the gap is not its download.
   */
  function watchHeldAudio(): void {
    const source = candidates[index];
    if (!mayLeaveNativeHls || switching || close || source?.type !== 'HLS') return;
    const held = heldBehindPlayhead(media);
    if (held > HELD_AUDIO_PREFETCH_S) loadHls().catch(() => {});
    if (held <= HELD_AUDIO_LIMIT_S) return;
    log.info(`The browser's HLS player holds ${Math.round(held)} s already played; playing on through hls.js`);
    preferHlsJs = switching = true;
    onNativeHlsHoarding?.(source);
    void connect();
  }

  const onMedia: Record<string, () => void> = {
    durationchange: refuseClosedHls,
    playing() {
      // No src and no hls.js: the event belongs to a connection already ended (WebKit fires
      // `playing` for a play() it then rejects; the session was over before the event came).
      if (!close && !media.getAttribute('src')) return;
      if (refuseClosedHls()) return;
      clearTimeout(startTimer);
      active = played = true;
      switching = false;
      setPaused(false);
      watchStall();
      // HLS is fetched a segment at a time (2 to 10 s apart): only a continuous download can be
      // watched for a closed connection. HLS drops show as hls.js failures or the stall watch.
      if (!close && candidates[index]?.type !== 'HLS') {
        unwatchDownload ??= watchDownload(media, () => end({ code: 'CLOSED', message: 'The stream connection closed' }));
      }
      if (buffering) {
        buffering = false;
        emit('buffering', { buffering });
      }
      if (state.playing) return;
      state.playing = true;
      emit('playback_change', { playing: true });
      emit('play');
    },
    // Out of data after it played: the screen says so at once (the watches above decide when
    // it is a drop). Not while moving to hls.js: that short gap is ours.
    waiting() {
      if (!played || switching || buffering) return;
      buffering = true;
      emit('buffering', { buffering });
    },
    pause() {
      // Stale (a newer Play already started), caused by our own Stop, or the end of the stream
      // (the element pauses before it fires `ended`): none is a listener's pause.
      if (!media.paused || stopRequested || switching || media.ended) return;
      clearTimeout(stallTimer);
      setPaused(true);
      // Spec §4: a pause marks "not playing" only with stopPlayingWhenPaused (live radio: on).
      if (stopPlayingWhenPaused) end();
    },
    error() {
      // No src: the error belongs to a connection already ended.
      if (!media.getAttribute('src')) return;
      // Firefox reports a decode error for a stray frame (a live MP3 joined mid-frame) and plays
      // on: an element that still plays has not failed. If it stops, the stall watch says so.
      if (!media.paused && media.readyState > 2) return warn('MEDIA_ERROR', 'The stream reported an error and plays on', media.error);
      fail(media.error);
    },
    ended() {
      emit('finish');
      // A live stream has no end: the server went away. Before it played, the source is bad.
      if (played) end();
      else fail();
    },
    timeupdate() {
      if (media.currentTime !== position) {
        position = media.currentTime;
        if (played) watchStall();
        if (played) watchHeldAudio();
      }
      positionTimer ??= setTimeout(() => {
        positionTimer = undefined;
        emit('time_position_change', { duration: media.duration, position: media.currentTime });
      }, TIME_POSITION_MS);
    },
    volumechange() {
      const { muted } = media;
      const volume = Math.round(media.volume * 100);
      if (state.muted !== muted) {
        state.muted = muted;
        emit('mute_change', { muted });
        emit(muted ? 'mute' : 'unmute');
      }
      if (state.volume !== volume) {
        state.volume = volume;
        emit('volume_change', { volume });
      }
    },
  };

  const listen = (method: 'addEventListener' | 'removeEventListener'): void => {
    for (const [type, listener] of Object.entries(onMedia)) media[method](type, listener);
    stopMetadata();
    if (method === 'addEventListener') stopMetadata = watchStreamMetadata(media, (now) => emit('metadata', now));
  };

  /** Everything but the event handlers: the connection, the timers, the element's listeners. */
  function tearDown(): void {
    cancelAutoplay();
    attempt++;
    disconnect();
    clearTimeout(positionTimer);
    positionTimer = undefined;
    listen('removeEventListener');
    state.ready = false;
  }

  const engine: AudioEngine = {
    state,
    load(list) {
      sources = list;
      candidates = list
        .map((source) => ({ ...source, type: source.type ?? inferStreamType(source.url) }))
        .filter((source) => canPlay(media, source.type));
      emit('load_sources', { sources: list });
      const [first] = candidates;
      if (!first) {
        emit(
          'error',
          list.length
            ? { code: 'UNSUPPORTED_SOURCE', message: 'This browser cannot play the stream', payload: list }
            : { code: 'NO_SOURCE', message: 'Stream info is not valid' },
        );
        return;
      }
      // The engine itself is set up when the browser is idle or on the listener's intent
      // (actions/engine-session.ts): hls.js follows at once, so it is there by the click.
      if (viaHlsJs(first.type) && !isPlaylistUrl(first.url)) loadHls().catch(() => {});
      if (state.ready) return;
      state.ready = true;
      emit('ready');
      if (options.autoPlay && !autoplayTried) {
        autoplayTried = true;
        cancelAutoplay = runAutoplay(engine, emit, options.autoplaySettleMs);
      }
    },
    play() {
      if (!accepts('play')) return;
      stopRequested = switching = false;
      active = true;
      played = false;
      index = decodeRetries = 0;
      void connect();
    },
    stop() {
      if (!accepts('stop')) return;
      stopRequested = true;
      end();
    },
    pause() {
      if (accepts('pause')) media.pause();
    },
    seek(seconds) {
      if (!accepts('seek')) return;
      if (typeof seconds == 'number' && Number.isFinite(seconds)) media.currentTime = seconds;
      else warn('INVALID_SEEK', 'Position value provided to `seek` must be a valid number of seconds (numeric)');
    },
    setVolume(volume) {
      if (accepts('volume')) media.volume = Number.isFinite(volume) ? Math.min(100, Math.max(0, volume)) / 100 : 1;
    },
    setMuted(muted) {
      if (accepts('mute')) media.muted = muted;
    },
    reload() {
      // A restart, not a drop: no `stop` in between when it resumes playing.
      const resume = active;
      emit('reload');
      tearDown();
      listen('addEventListener');
      engine.load(sources);
      if (resume) engine.play();
    },
    on: emitter.on,
    off: emitter.off,
    destroy() {
      end();
      tearDown();
      emitter.clear();
    },
  };
  media.preload = 'none';
  listen('addEventListener');
  return engine;
}

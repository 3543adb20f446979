import { log } from '../lib/logger';
import { isPlaylistUrl } from '../streams/playlist-url';
import type { StreamSource } from '../streams/select-stream';
import type { StreamType } from '../../contract/stream-rules/stream-type';
import { type Autoplay, startAutoplay } from './autoplay';
import { createConnection } from './connection';
import { createEngineEmitter } from './engine-emitter';
import type { EngineWarning } from './events';
import { loadHls } from './load-hls';
import { listenToMedia } from './media-events';
import { needsHlsJs, playableSources } from './native-support';
import { type Effect, isActive, next, type Phase, type PhaseEvent } from './phase';
import { createPositionReport } from './position-report';
import { createReportedFlags } from './reported-flags';
import { createSessionWatches } from './session-watches';
import type { AudioEngine, EngineOptions, EngineState } from './types';

export { DECODE_RETRIES, START_TIMEOUT_MS } from './connection';
export { TIME_POSITION_MS } from './position-report';
export { STALL_TIMEOUT_MS } from './stall-watch';

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

/**
 * The imperative shell around the phase table (./phase.ts): it owns the media element, the
 * connection (hls.js included) and the watchers, turns what they report into phase events and
 * applies the effects the table returns. One piece: the phase, the connection, the watchers and
 * the element's listeners are what every effect reads and writes; every decision is already the
 * pure table's, so splitting the shell would only hand that state around.
 */
function mediaEngine(media: HTMLMediaElement, options: EngineOptions): AudioEngine {
  const { stopPlayingWhenPaused = true, resolveUrl = (source) => source.url, onNativeHlsHoarding } = options;
  // Set from the start by the station, or once the browser's own HLS player is seen hoarding.
  let preferHlsJs = options.preferHlsJs ?? false;
  const viaHlsJs = (type: StreamType): boolean => needsHlsJs(media, type, preferHlsJs);
  // Whether a hoarding native HLS player may be left for hls.js here: asked for, and a browser
  // where hls.js plays (not Safari/iOS). Fixed for the page, so decided once.
  const mayLeaveNativeHls = !!onNativeHlsHoarding && needsHlsJs(media, 'HLS', true);
  const state: EngineState = { ready: false, playing: false, paused: false, muted: media.muted, volume: Math.round(media.volume * 100) };
  let phase: Phase = 'idle';
  let sources: readonly StreamSource[] = [];
  let autoplay: Autoplay | undefined;

  const emitter = createEngineEmitter(options.verbose);
  const { emit } = emitter;
  const warn = (warning: EngineWarning): void => emit('warning', warning);

  const { withCredentials = false } = options;
  // The element's own requests (MP3, AAC, native HLS): CORS with cookies, set before any `src`.
  // Without the attribute they go without CORS; cookies then follow the browser's own rules.
  if (withCredentials) media.crossOrigin = 'use-credentials';
  const connection = createConnection(media, { resolveUrl, viaHlsJs, report: send, warn, withCredentials, dataSaving: options.dataSaving });
  const watches = createSessionWatches(media, connection, send, mayLeaveNativeHls);
  const flags = createReportedFlags(state, emit);
  const position = createPositionReport(media, (now) => emit('time_position_change', now));

  function send(event: PhaseEvent): void {
    const step = next(phase, event);
    phase = step.phase;
    for (const effect of step.effects) apply(effect);
  }

  function apply(effect: Effect): void {
    switch (effect.type) {
      case 'connect':
        if (effect.to === 'hls.js') {
          preferHlsJs = true;
          onNativeHlsHoarding?.(connection.source()!);
        }
        watches.stop();
        return connection.connect(effect.to);
      case 'disconnect':
        flags.forgetBuffering();
        return disconnect();
      case 'watch':
        connection.started();
        return watches.start();
      case 'unwatch-stall':
        return watches.stopStall();
      case 'report':
        return flags.report(effect.flag, effect.value);
      case 'emit':
        return emit(effect.event);
      case 'error':
        return emit('error', effect.error);
      case 'warn':
        return warn(effect.warning);
    }
  }

  function disconnect(): void {
    watches.stop();
    connection.disconnect();
  }

  // Spec §4: commands are refused with a warning until the engine is ready.
  function accepts(command: string): boolean {
    if (!state.ready) warn({ code: 'NOT_READY', message: `Ignoring ${command}: the player is not ready yet` });
    return state.ready;
  }

  let unlisten = (): void => {};
  const listen = (): void => {
    unlisten = listenToMedia(media, { send, warn, emit, state, connection, stopPlayingWhenPaused });
    position.start();
  };

  /** Everything but the event handlers: the connection, the watchers, the element's listeners. */
  function tearDown(): void {
    autoplay?.cancel();
    disconnect();
    position.stop();
    unlisten();
    state.ready = false;
  }

  const engine: AudioEngine = {
    state,
    load(list) {
      sources = list;
      const candidates = playableSources(media, list);
      connection.setCandidates(candidates);
      emit('load_sources', { sources: list });
      const [first] = candidates;
      if (!first) {
        const error = list.length
          ? ({ code: 'UNSUPPORTED_SOURCE', message: 'This browser cannot play the stream', payload: list } as const)
          : ({ code: 'NO_SOURCE', message: 'Stream info is not valid' } as const);
        return emit('error', error);
      }
      // The engine itself is set up when the browser is idle or on the listener's intent
      // (actions/engine-session.ts): hls.js follows at once, so it is there by the click.
      if (viaHlsJs(first.type) && !isPlaylistUrl(first.url)) loadHls().catch(() => {});
      if (state.ready) return;
      state.ready = true;
      emit('ready');
      // Spec §4: once per engine (a reload does not try again).
      if (options.autoPlay && !autoplay) {
        autoplay = startAutoplay(engine, emit, { settleMs: options.autoplaySettleMs, gate: options.beforeAutoplay });
      }
    },
    play() {
      if (accepts('play')) send({ type: 'play' });
    },
    stop() {
      if (!accepts('stop')) return;
      autoplay?.stop();
      send({ type: 'stop' });
    },
    pause() {
      if (accepts('pause')) media.pause();
    },
    seek(seconds) {
      if (!accepts('seek')) return;
      if (typeof seconds == 'number' && Number.isFinite(seconds)) media.currentTime = seconds;
      else warn({ code: 'INVALID_SEEK', message: 'Position value provided to `seek` must be a valid number of seconds (numeric)' });
    },
    setVolume(volume) {
      if (accepts('volume')) media.volume = Number.isFinite(volume) ? Math.min(100, Math.max(0, volume)) / 100 : 1;
    },
    setMuted(muted) {
      if (accepts('mute')) media.muted = muted;
    },
    reload() {
      // A restart, not a drop: no `stop` in between when it resumes playing.
      const resume = isActive(phase);
      emit('reload');
      tearDown();
      listen();
      engine.load(sources);
      if (resume) engine.play();
    },
    on: emitter.on,
    off: emitter.off,
    destroy() {
      send({ type: 'destroy' });
      tearDown();
      emitter.clear();
    },
  };
  media.preload = 'none';
  listen();
  return engine;
}

import { log } from '../log/logger';
import { runAutoplay } from './autoplay';
import type { StreamSource } from '../streams/select-stream';
import { createEmitter } from './emitter';
import type { EngineError, EngineEvents } from './events';
import { canPlayNatively } from './native-support';
import type { AudioEngine, EngineOptions, EngineState, PlayResult } from './types';

/**
 * The engine for the browser's own media element: MP3 and AAC everywhere, HLS where the browser
 * plays it natively. The element starts with no `src` (nothing is fetched before Play); Play sets
 * a fresh `src`, Stop removes it so the connection to the stream server ends.
 */
export function createNativeEngine(media: HTMLMediaElement, options: EngineOptions = {}): AudioEngine {
  const { autoPlay = false, stopPlayingWhenPaused = true, resolveUrl = (s: StreamSource) => s.url } = options;
  const state: EngineState = {
    ready: false,
    playing: false,
    paused: false,
    muted: media.muted,
    volume: Math.round(media.volume * 100),
  };
  let current: StreamSource | undefined;
  // A play session is under way: from Play until the session ends (stop, failure, end, pause).
  let active = false;
  // Stopped by us: a late `pause` event from that Stop is not a listener's pause.
  let stopRequested = false;
  let cancelAutoplay = (): void => {};

  const emitter = createEmitter<EngineEvents>((error, event) => {
    if (event === 'error') log.error(`An "error" handler failed`, error);
    else fail('HANDLER_ERROR', `A "${String(event)}" handler failed`, error);
  });
  const { emit } = emitter;

  const fail = (code: EngineError['code'], message: string, payload?: unknown): void =>
    emit('error', { code, message, payload });

  function refused(command: string): boolean {
    if (state.ready) return false;
    emit('warning', { code: 'NOT_READY', message: `Ignoring ${command}: the player is not ready yet` });
    return true;
  }

  /** Ends the HTTP connection: without a `src`, `load()` drops the resource and its download. */
  function disconnect(): void {
    media.pause();
    if (media.hasAttribute('src')) {
      media.removeAttribute('src');
      media.load();
    }
  }

  /** The session is over: commit "not playing" and report `stop` once. */
  function end(): void {
    const wasActive = active || state.playing;
    active = false;
    if (state.playing) {
      state.playing = false;
      emit('playback_change', { playing: false });
    }
    if (wasActive) emit('stop');
  }

  function setPaused(paused: boolean): void {
    if (state.paused === paused) return;
    state.paused = paused;
    emit('pause_change', { paused });
    if (paused) emit('pause');
  }

  const onMedia: Record<string, () => void> = {
    playing() {
      active = true;
      setPaused(false);
      if (state.playing) return;
      state.playing = true;
      emit('playback_change', { playing: true });
      emit('play');
    },
    pause() {
      // Stale (a newer Play already started) or caused by our own Stop.
      if (!media.paused || stopRequested) return;
      setPaused(true);
      if (stopPlayingWhenPaused) {
        disconnect();
        end();
      }
    },
    error() {
      // No src: the error belongs to a connection we already ended.
      if (!media.getAttribute('src')) return;
      const mediaError = media.error;
      disconnect();
      end();
      fail('MEDIA_ERROR', mediaError?.message || 'Unable to connect to the stream', mediaError?.code);
    },
    ended() {
      emit('finish');
      disconnect();
      end();
    },
    volumechange() {
      const muted = media.muted;
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

  const registerListeners = (): void => {
    for (const [type, listener] of Object.entries(onMedia)) media.addEventListener(type, listener);
  };
  const unregisterListeners = (): void => {
    for (const [type, listener] of Object.entries(onMedia)) media.removeEventListener(type, listener);
  };

  media.preload = 'none';
  registerListeners();

  const engine: AudioEngine = {
    state,
    load(sources) {
      current = sources.find((source) => canPlayNatively(media, source.type));
      emit('load_sources', { sources });
      if (!current) {
        if (sources.length) fail('UNSUPPORTED_SOURCE', 'This browser cannot play the stream', sources);
        else fail('NO_SOURCE', 'Stream info is not valid');
        return;
      }
      if (state.ready) return;
      state.ready = true;
      emit('ready');
      if (autoPlay) cancelAutoplay = runAutoplay(engine, emit, options.autoplaySettleMs);
    },
    async play(): Promise<PlayResult> {
      if (refused('play')) return { ok: false, reason: 'not_ready' };
      if (!current) return { ok: false, reason: 'no_source' };
      active = true;
      stopRequested = false;
      // A fresh src on every Play: a live stream starts at its live edge.
      media.src = resolveUrl(current);
      try {
        await media.play();
        return { ok: true };
      } catch (error) {
        const name = (error as { name?: string } | null)?.name;
        if (name === 'AbortError') return { ok: false, reason: 'aborted' };
        const notAllowed = name === 'NotAllowedError';
        emit('warning', {
          code: notAllowed ? 'AUTOSTART_NOT_ALLOWED' : 'PLAY_FAILED',
          message: notAllowed ? 'Autostart is not allowed' : 'Play attempt failed',
          payload: error,
        });
        disconnect();
        end();
        return { ok: false, reason: notAllowed ? 'not_allowed' : 'failed' };
      }
    },
    stop() {
      if (refused('stop')) return;
      stopRequested = true;
      disconnect();
      // load() drops the `pause` event that pause() queued (HTML load algorithm), so none will
      // come: the emptied element's own `paused` flag is the report to commit from.
      if (media.paused) end();
    },
    pause() {
      if (refused('pause')) return;
      media.pause();
    },
    setVolume(volume) {
      if (refused('volume')) return;
      media.volume = Number.isFinite(volume) ? Math.min(100, Math.max(0, volume)) / 100 : 1;
    },
    setMuted(muted) {
      if (refused('mute')) return;
      media.muted = muted;
    },
    on: emitter.on,
    off: emitter.off,
    destroy() {
      cancelAutoplay();
      disconnect();
      end();
      unregisterListeners();
      emitter.clear();
      state.ready = false;
    },
  };
  return engine;
}

import type { EngineEvent, EngineHandler } from '../engine/events';
import type { AudioEngine } from '../engine/types';
import { log } from '../lib/logger';
import type { EngineSessionOwner } from './engine-session';
import { applyVolume } from './apply-volume';
import { type ConnectionInput, nextConnection } from './connection-phase';
import { startMediaSession } from './media-session';
import { createReconnect } from './reconnect';

const logArgs = (message: string, payload: unknown): unknown[] =>
  payload === undefined ? [message] : [message, payload];

// The lock screen learns of the station this long after audio starts: building its metadata on
// the `playing` event itself would sit on the main thread while the element's clock is starting.
export const MEDIA_SESSION_DELAY_MS = 250;


/**
 * The one place engine events become store state (spec §4: when the engine reports a play state
 * that differs from the app's, the app follows); from the first audio on, the Media Session too,
 * whose buttons make the player's `request`s. Returns the unbind.
 */
export function bindEngineToStores(engine: AudioEngine, { request, stores }: Pick<EngineSessionOwner, 'request' | 'stores'>): () => void {
  const { autoplay: $autoplay, connection: $connection, playback: $playback } = stores;
  const setPlaying = (playStream: boolean, playing: boolean): void => $playback.set({ ...$playback.get(), playStream, playing });
  /** Moves the connection state by its table (./connection-phase.ts); returns the new state. */
  const move = (input: ConnectionInput) => {
    const next = nextConnection($connection.get(), input, $playback.get().playStream);
    $connection.set(next);
    return next;
  };
  let mediaSessionTimer: ReturnType<typeof setTimeout> | undefined;
  let endMediaSession = (): void => {};
  const reconnect = createReconnect(engine, stores);
  const handlers: { [K in EngineEvent]?: EngineHandler<K> } = {
    ready() {
      $playback.setKey('muted', engine.state.muted);
      applyVolume(engine, $playback);
    },
    play() {
      setPlaying(true, true);
      move('play');
      mediaSessionTimer ??= setTimeout(() => (endMediaSession = startMediaSession(request, stores)), MEDIA_SESSION_DELAY_MS);
    },
    buffering: ({ buffering }) => void move(buffering ? 'wait' : 'resume'),
    stop() {
      const was = $connection.get();
      if (move('stop') !== 'reconnecting') return setPlaying(false, false);
      // A failed retry: ./reconnect.ts schedules the next.
      if (was === 'reconnecting') return;
      // Audio played and nobody stopped it: the stream dropped. Get it back, no click needed.
      setPlaying(true, false);
      reconnect.start();
    },
    // A pause from a media key or the OS is the listener's own stop, not a drop.
    pause: () => $playback.setKey('playStream', false),
    mute_change: ({ muted }) => $playback.setKey('muted', muted),
    volume_change: ({ volume }) => $playback.setKey('volume', volume),
    autoplay() {
      $autoplay.set('attempted');
      $playback.setKey('playStream', true);
      move('connect');
    },
    autoplay_success: () => $autoplay.set('success'),
    autoplay_failed({ reason }) {
      $autoplay.set('failed');
      log.debug('Autoplay did not start:', reason);
    },
    // The engine has already ended the session (an error forces a stop); this says why.
    error({ code, message, payload }) {
      // While reconnecting, a failed attempt is expected: a warning, not one error per retry.
      if ($connection.get() === 'reconnecting') return log.warn(...logArgs(message, payload));
      log.error(...logArgs(message, payload));
      if (code !== 'HANDLER_ERROR') move('error');
    },
    warning({ code, message, payload }) {
      // The browser refused play() without a gesture (its autoplay policy), even after audio: only
      // the listener's next Play can start it. Their request ends (Play shows), not a drop to retry.
      if (code == 'AUTOSTART_NOT_ALLOWED') $playback.setKey('playStream', false);
      log.warn(...logArgs(message, payload));
    },
  };
  const entries = Object.entries(handlers) as [EngineEvent, EngineHandler<EngineEvent>][];
  for (const [event, handler] of entries) engine.on(event, handler);
  return () => {
    clearTimeout(mediaSessionTimer);
    endMediaSession();
    reconnect.stop();
    for (const [event, handler] of entries) engine.off(event, handler);
  };
}

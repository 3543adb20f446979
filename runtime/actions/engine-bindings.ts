import type { EngineEvent, EngineHandler } from '../engine/events';
import type { AudioEngine } from '../engine/types';
import { log } from '../log/logger';
import { $connection } from '../stores/connection';
import { $playback } from '../stores/playback';
import { applyVolume } from './apply-volume';

const logArgs = (message: string, payload: unknown): unknown[] =>
  payload === undefined ? [message] : [message, payload];

/**
 * The one place engine events become store state (spec §4: when the engine reports a play state
 * that differs from the app's, the app follows). Returns the unbind.
 */
export function bindEngineToStores(engine: AudioEngine): () => void {
  const handlers: { [K in EngineEvent]?: EngineHandler<K> } = {
    ready() {
      $playback.setKey('muted', engine.state.muted);
      applyVolume(engine);
    },
    play() {
      $playback.set({ ...$playback.get(), playStream: true, playing: true });
      $connection.set('CONNECTED');
    },
    stop() {
      $playback.set({ ...$playback.get(), playStream: false, playing: false });
      $connection.set('OFFLINE');
    },
    mute_change: ({ muted }) => $playback.setKey('muted', muted),
    volume_change: ({ volume }) => $playback.setKey('volume', volume),
    autoplay() {
      $playback.setKey('playStream', true);
      $connection.set('CONNECTING');
    },
    autoplay_failed: ({ reason }) => log.debug('Autoplay did not start:', reason),
    // The engine has already ended the session (an error forces a stop); this marks why.
    error({ message, payload }) {
      log.error(...logArgs(message, payload));
      $playback.setKey('playStream', false);
      $connection.set('CONNECT_FAILED');
    },
    warning: ({ message, payload }) => log.warn(...logArgs(message, payload)),
  };
  const entries = Object.entries(handlers) as [EngineEvent, EngineHandler<EngineEvent>][];
  for (const [event, handler] of entries) engine.on(event, handler);
  return () => {
    for (const [event, handler] of entries) engine.off(event, handler);
  };
}

import type { AudioEngine } from '../engine/types';
import { log } from '../lib/logger';
import type { PlayerStores } from '../player/player-stores';
import { backoffDelay } from './backoff';

/**
 * After the stream is back, a drop within this long continues the same episode (same deadline,
 * same backoff): a server that serves a few stale seconds and drops again is not retried for ever.
 */
export const STABLE_MS = 30_000;

interface Episode {
  deadline: number;
  attempt: number;
  stable?: ReturnType<typeof setTimeout>;
}

/** Gets a dropped stream back; started and stopped like an hls.js controller. */
export interface Reconnect {
  /** The stream dropped (./engine-bindings.ts has already marked the connection `reconnecting`). */
  start(): void;
  /** Teardown: no more retries, nothing remembered. */
  stop(): void;
}

/**
 * Retries with exponential backoff and jitter (the connection stays `reconnecting` through every
 * retry) until audio plays again, the listener stops, or the station's maxConnectTime (spec §3,
 * default 60 s) runs out — then `failed`. While the browser is offline nothing is tried and the
 * time does not run: the `online` event retries at once, with the full time again.
 */
export function createReconnect(
  engine: AudioEngine,
  { connection: $connection, playback: $playback, station: $station }: Pick<PlayerStores, 'connection' | 'playback' | 'station'>,
): Reconnect {
  let episode: Episode | undefined;
  // Ends the retries under way, if any: their timer and listeners.
  let quit = (): void => {};

  function start(): void {
    quit();
    const maxMs = ($station.get()?.maxConnectTime || 60) * 1000;
    if (episode) clearTimeout(episode.stable);
    const current = (episode ??= { deadline: Date.now() + maxMs, attempt: 0 });
    let timer: ReturnType<typeof setTimeout> | undefined;

    const retry = (): void => {
      clearTimeout(timer);
      // Offline: the next try is the `online` event's.
      if (globalThis.navigator?.onLine !== false) engine.play();
    };
    const schedule = (): void => {
      clearTimeout(timer);
      if (Date.now() >= current.deadline) return finish('gave up');
      timer = setTimeout(retry, backoffDelay(current.attempt++));
    };
    const onOnline = (): void => {
      current.deadline = Math.max(current.deadline, Date.now() + maxMs);
      retry();
    };
    // The engine ends each failed attempt with `stop`; the listener's own Stop clears playStream.
    const onStop = (): void => schedule();
    const onPlay = (): void => finish('played');
    const unlisten = $playback.listen(({ playStream }) => {
      if (!playStream) finish('stopped');
    });
    quit = () => {
      quit = () => {};
      clearTimeout(timer);
      engine.off('stop', onStop);
      engine.off('play', onPlay);
      globalThis.removeEventListener?.('online', onOnline);
      unlisten();
    };

    function finish(outcome: 'played' | 'stopped' | 'gave up'): void {
      quit();
      if (outcome === 'played') {
        current.stable = setTimeout(() => {
          if (episode === current) episode = undefined;
        }, STABLE_MS);
        return;
      }
      episode = undefined;
      if (outcome === 'gave up') log.warn(`Unable to reconnect within ${maxMs / 1000} s`);
      $playback.set({ ...$playback.get(), playStream: false, playing: false });
      $connection.set(outcome === 'gave up' ? 'failed' : 'idle');
    }

    $connection.set('reconnecting');
    engine.on('stop', onStop);
    engine.on('play', onPlay);
    globalThis.addEventListener?.('online', onOnline);
    schedule();
  }

  return {
    start,
    stop() {
      quit();
      clearTimeout(episode?.stable);
      episode = undefined;
    },
  };
}

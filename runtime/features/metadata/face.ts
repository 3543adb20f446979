import type { AudioEngine } from '../../engine/types';
import { lazy } from '../../player/lazy';
import type { Feature, Player } from '../../player/types';
import type { StationState } from '../../stores/station';

const body = lazy(() => import('./body'));

/**
 * Starts the now-playing track (`metadata` in station-config.md) for the player's station. The
 * feed is the lazy body (./body.ts). A `stream` station's track comes from its engine, so the body
 * loads with the engine (on the listener's first sign of intent) and nothing extra loads before;
 * the pollers start at once. Returns the teardown.
 */
export function startMetadata(station: StationState, player: Pick<Player, 'whenEngine' | 'env'>): () => void {
  let live = true;
  let stop = (): void => {};
  const start = (engine?: AudioEngine): unknown =>
    body().then(
      (feed) => live && (stop = feed.startTrackFeed(station, engine)),
      (error: unknown) => player.env.log.error('Unable to load the now-playing code', error),
    );
  if (station.config.metadata.source === 'stream') player.whenEngine(start);
  else start();
  return () => {
    live = false;
    stop();
  };
}

/** None with `ui.toggleMetadata` off or source "none". */
export const metadata: Feature = {
  name: 'metadata',
  applies: ({ ui, metadata }) => ui.toggleMetadata && metadata.source !== 'none',
  start: (player) => startMetadata(player.station!, player),
};

import { whenEngine } from '../../actions/engine-session';
import type { AudioEngine } from '../../engine/types';
import { log } from '../../log/logger';
import type { StationState } from '../../stores/station';

/**
 * Starts the now-playing track (`metadata` in station-config.md); none with `ui.toggleMetadata`
 * off or source "none". Everything is a lazy chunk (./track-feed.ts). A `stream` station's track
 * comes from its engine, so the chunk loads with the engine (on the listener's first sign of
 * intent) and nothing extra loads before; the pollers start at once. Returns the teardown.
 */
export function startMetadata(station: StationState): () => void {
  const { metadata, ui } = station.config;
  let live = ui.toggleMetadata && metadata.source !== 'none';
  let stop = (): void => {};
  const start = (engine?: AudioEngine): unknown =>
    import('./body').then(
      (feed) => live && (stop = feed.startTrackFeed(station, engine)),
      (error: unknown) => log.error('Unable to load the now-playing code', error),
    );
  if (live) metadata.source === 'stream' ? whenEngine(start) : start();
  return () => {
    live = false;
    stop();
  };
}

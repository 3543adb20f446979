import type { AudioEngine } from '../engine/types';
import { log } from '../log/logger';
import type { StationState } from '../stores/station';
import { setTrack } from './set-track';

/**
 * Starts the now-playing track (`metadata` in station-config.md); none with `ui.toggleMetadata`
 * off. `stream`: the engine's `metadata` events, which it emits when the listener hears the track
 * (ID3 in HLS, native HLS text tracks), not when the segment downloads. `icecast` / `nowplaying`
 * pollers and the cover enrichment are a lazy chunk, downloaded only by stations that use one.
 * Returns the teardown.
 */
export function startMetadata(station: StationState | null, engine: AudioEngine | null): () => void {
  if (!station?.config.ui.toggleMetadata) return () => {};
  const { source } = station.config.metadata;
  const onMetadata = ({ artist, title }: { artist: string; title: string }): void => setTrack(artist, title);
  if (source === 'stream') engine?.on('metadata', onMetadata);
  let live = true;
  let stop = (): void => {};
  if (source === 'icecast' || source === 'nowplaying' || (station.allowAlbumData && station.enrichmentUrl)) {
    import('./track-feed').then(
      (feed) => {
        if (live) stop = feed.startTrackFeed(station);
      },
      (error: unknown) => log.error('Unable to load the now-playing code', error),
    );
  }
  return () => {
    live = false;
    stop();
    engine?.off('metadata', onMetadata);
  };
}

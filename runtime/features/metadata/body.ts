import type { AudioEngine } from '../../engine/types';
import type { StationState } from '../../stores/station';
import { $track } from '../../stores/track';
import { followEnrichment } from './enrichment/follow-enrichment';
import { followIcecast } from './icecast-source';
import { followNowPlaying } from './nowplaying-source';
import { trackReporter } from './set-track';

/**
 * The now-playing track, as one lazy chunk: the three sources and the enrichment, writing
 * `$track`. `engine` is the player's engine (for `stream`). Returns the teardown.
 *
 * - `stream`: the engine's `metadata` events. The engine emits them when the listener hears the
 *   track (ID3 in HLS, native HLS text tracks), not when the segment downloads.
 * - `icecast`, `nowplaying`: polled every `metadata.intervalMs`.
 * - Enrichment (spec §5): only with album art allowed and an enrichment service.
 */
export function startTrackFeed(station: StationState, engine?: AudioEngine): () => void {
  const { metadata } = station.config;
  const report = trackReporter($track);
  const streamUrls = station.stream?.candidates.map((source) => source.url) ?? [];
  const stops: (() => void)[] = [];
  if (metadata.source === 'stream' && engine) {
    const onMetadata = ({ artist, title }: { artist: string; title: string }): void => report(artist, title);
    engine.on('metadata', onMetadata);
    stops.push(() => engine.off('metadata', onMetadata));
  }
  if (metadata.source === 'icecast') stops.push(followIcecast(metadata.url, metadata.intervalMs, { streamUrls, mount: metadata.mount }, report));
  if (metadata.source === 'nowplaying') stops.push(followNowPlaying(metadata.url, metadata.intervalMs, report));
  if (station.allowAlbumData && station.enrichmentUrl) stops.push(followEnrichment(station, $track));
  return () => stops.forEach((stop) => stop());
}

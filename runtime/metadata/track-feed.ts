import type { StationState } from '../stores/station';
import { followEnrichment } from './enrichment/follow-enrichment';
import { followIcecast } from './icecast-source';
import { followNowPlaying } from './nowplaying-source';

/**
 * The lazy part of the now-playing track, one chunk: the pollers and the enrichment. A station
 * whose track comes from the stream itself with no enrichment never downloads it.
 * Returns the teardown of everything it started.
 */
export function startTrackFeed(station: StationState): () => void {
  const { metadata } = station.config;
  const streamUrls = station.stream?.candidates.map((source) => source.url) ?? [];
  const stops: (() => void)[] = [];
  if (metadata.source === 'icecast') stops.push(followIcecast(metadata.url, metadata.intervalMs, streamUrls));
  if (metadata.source === 'nowplaying') stops.push(followNowPlaying(metadata.url, metadata.intervalMs));
  if (wantsEnrichment(station)) stops.push(followEnrichment(station));
  return () => stops.forEach((stop) => stop());
}

/** Spec §5: no enrichment when album art is disabled (or there is no service to ask). */
export function wantsEnrichment(station: StationState): boolean {
  return station.allowAlbumData && !!station.enrichmentUrl;
}

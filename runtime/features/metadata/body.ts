import type { AudioEngine } from '../../engine/types';
import type { StationState } from '../../stores/station';
import { followEnrichment } from './enrichment/follow-enrichment';
import { followIcecast } from './icecast-source';
import { followNowPlaying } from './nowplaying-source';
import { trackReporter } from './set-track';
import { holdUntilHeard } from './sync/hold-until-heard';
import { streamDelay } from './sync/stream-delay';
import type { PlayerStores } from '../../player/player-stores';
import { recordHeard } from '../recent/public/record-heard';

/**
 * The now-playing track, as one lazy chunk: the three sources and the enrichment, writing
 * the player's `track` store. `engine` is the player's engine (for `stream`), `streamElement` the element it plays
 * through (for the hold until heard). Returns the teardown.
 *
 * - `stream`: the engine's `metadata` events. The engine emits them when the listener hears the
 *   track (ID3 in HLS, native HLS text tracks), not when the segment downloads.
 * - `icecast`, `nowplaying`: polled every `metadata.intervalMs`; each new track is held until the
 *   listener hears it (./sync/hold-until-heard.ts: the delay behind the live edge,
 *   ./sync/stream-delay.ts: a progressive stream's burst included, where the element hides it).
 * - Enrichment (spec §5): only with album art allowed and an enrichment service.
 * - The list of tracks heard, for "Recently played" (../recent/record-heard.ts).
 */
export function startTrackFeed(
  station: StationState,
  { track, playback }: Pick<PlayerStores, 'track' | 'playback'>,
  engine?: AudioEngine,
  streamElement: () => HTMLMediaElement | null = () => null,
): () => void {
  const { metadata } = station.config;
  const report = trackReporter(track);
  const streamUrls = station.stream?.candidates.map((source) => source.url) ?? [];
  const stops: (() => void)[] = [];
  if (metadata.source === 'stream' && engine) {
    const onMetadata = ({ artist, title }: { artist: string; title: string }): void => report(artist, title);
    engine.on('metadata', onMetadata);
    stops.push(() => engine.off('metadata', onMetadata));
  }
  if (metadata.source === 'icecast' || metadata.source === 'nowplaying') {
    const delay = streamDelay(streamElement);
    const heard = holdUntilHeard(report, delay.ms);
    stops.push(heard.stop, delay.stop);
    if (metadata.source === 'icecast') stops.push(followIcecast(metadata.url, metadata.intervalMs, { streamUrls, mount: metadata.mount }, heard.report));
    else stops.push(followNowPlaying(metadata.url, metadata.intervalMs, heard.report));
  }
  if (station.allowAlbumData && station.enrichmentUrl) stops.push(followEnrichment(station, track));
  // "Recently played" (../recent/): what this listener heard, for the page session.
  stops.push(recordHeard(station.stationId, track, playback));
  return () => stops.forEach((stop) => stop());
}

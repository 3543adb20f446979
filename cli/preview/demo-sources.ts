import { isReservedExampleHost } from '../doctor/reserved-host';
import type { StationFile } from '../../contract/station-file/station-file';

const STREAM_FIELDS = ['audioHls', 'audioFlash', 'audioHtml'] as const;

/**
 * For preview: a station whose every stream is on a reserved example host plays the built-in
 * demo stream instead (MP3, so every browser plays it natively). Returns the host it replaced,
 * or undefined when the station has a real stream (then it is left alone).
 */
export function useDemoStream(station: StationFile, demoUrl: string): { station: StationFile; replacedHost?: string } {
  const hosts = STREAM_FIELDS.flatMap((field) => {
    const url = station.data[field];
    return url ? [new URL(url).hostname] : [];
  });
  if (hosts.length === 0 || !hosts.every(isReservedExampleHost)) return { station };
  const data = { ...station.data, audioHls: undefined, audioFlash: undefined, audioHtml: demoUrl };
  return { station: { ...station, data }, replacedHost: hosts[0] };
}

/** How often the player polls the demo feed: a change shows within 5 s of the feed's. */
export const DEMO_FEED_POLL_MS = 5000;

/**
 * For preview: a station playing the demo stream follows the demo track feed (a now-playing
 * endpoint served by preview), so the track line, the cover and the Media Session show with no
 * internet. A station whose `metadata.source` is "none" keeps showing no track, as it asked.
 */
export function useDemoTrackFeed(station: StationFile, feedUrl: string): StationFile {
  if (station.metadata.source === 'none') return station;
  const metadata = { ...station.metadata, source: 'nowplaying' as const, url: feedUrl, intervalMs: DEMO_FEED_POLL_MS, mount: undefined };
  return { ...station, metadata };
}

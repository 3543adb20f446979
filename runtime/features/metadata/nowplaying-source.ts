import { isHttpUrl } from '../../config/http-url';
import { log } from '../../lib/logger';
import { nowPlayingTrack } from './nowplaying';
import { poll } from './poll';
import type { ReportTrack } from './set-track';

/**
 * `metadata.source: "nowplaying"`: polls the now-playing endpoint (its shape: ./nowplaying.ts and
 * docs/screen.md). A body that is not such a document keeps the last good track. A cover it
 * brings is used as it is (http(s) only) and the enrichment is not asked. Each reading goes to
 * `report` (setTrack). Returns the teardown.
 */
export function followNowPlaying(url: string, intervalMs: number, report: ReportTrack): () => void {
  return poll(url, intervalMs, (text) => {
    let track;
    try {
      track = nowPlayingTrack(JSON.parse(text));
    } catch {
      // Not JSON: handled below like any other unreadable body.
    }
    if (!track) return log.warn(`Unreadable now-playing response from ${url}; keeping the last track`);
    report(track.artist, track.title, isHttpUrl(track.cover) ? track.cover : '');
  });
}

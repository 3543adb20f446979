import { log } from '../../lib/logger';
import { icecastTrack } from '../../../contract/stream-rules/icecast-status';
import { poll } from './poll';
import type { ReportTrack } from './set-track';

/**
 * `metadata.source: "icecast"`: polls Icecast's `/status-json.xsl` (`statusUrl`) for the stream's
 * source (`mount`, else found from the stream URLs: ./icecast-status.ts) and reports its track (to setTrack). A page Icecast garbled beyond reading keeps the
 * last good track; a page without the stream's source (the mount is down) clears it.
 * Returns the teardown.
 */
export function followIcecast(
  statusUrl: string,
  intervalMs: number,
  { streamUrls, mount = '' }: { streamUrls: readonly string[]; mount?: string },
  report: ReportTrack,
): () => void {
  return poll(statusUrl, intervalMs, (text) => {
    const track = icecastTrack(text, streamUrls, mount);
    if (track === undefined) return log.debug('Unreadable Icecast status; keeping the last track');
    report(track?.artist ?? '', track?.title ?? '');
  });
}

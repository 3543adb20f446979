import { icecastListenUrls, icecastSourceUrl } from '../../contract/stream-rules/icecast-status';
import { warning, type Warning } from '../errors/problem';
import type { StationFile } from '../../contract/station-file/station-file';

/** How long validate waits for a status page before it leaves the check out. */
export const STATUS_TIMEOUT_MS = 5000;

/**
 * Issue 17 §1: a station with `metadata.source: "icecast"` whose status page (when validate can
 * reach it) has no source that its stream paths, their file names or `metadata.mount` pick out as
 * the player picks (contract/stream-rules/icecast-status.ts): its track line would stay empty.
 * A status page that cannot be fetched or read is left out (radio-embed doctor reports it).
 */
export async function icecastMountWarnings(file: string, station: StationFile, fetchImpl: typeof fetch = fetch): Promise<Warning[]> {
  const { metadata, data } = station;
  if (metadata.source !== 'icecast' || !metadata.url) return [];
  let text: string;
  try {
    const response = await fetchImpl(metadata.url, { signal: AbortSignal.timeout(STATUS_TIMEOUT_MS) });
    if (!response.ok) return [];
    text = await response.text();
  } catch {
    return [];
  }
  const streamUrls = [data.audioHls, data.audioFlash, data.audioHtml].filter((url): url is string => !!url);
  if (icecastSourceUrl(text, streamUrls, metadata.mount ?? '') !== null) return [];
  const mounts = (icecastListenUrls(text) ?? []).map((url) => {
    try {
      return new URL(url).pathname;
    } catch {
      return url;
    }
  });
  return [warning('ICECAST_MOUNT_UNKNOWN', { file, path: metadata.mount ? ['metadata', 'mount'] : ['metadata', 'url'] }, { mounts })];
}

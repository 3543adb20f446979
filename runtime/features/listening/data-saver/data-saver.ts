import type { EmbedStreams } from '../../../config/embed-config';
import type { StreamSource } from '../../../streams/select-stream';

/**
 * The browser asks to save data (`navigator.connection.saveData`: Chrome's Lite mode, Android's
 * Data Saver, "Low data mode" where the browser reports it).
 */
export const wantsLessData = (nav: Navigator | undefined): boolean =>
  (nav as (Navigator & { connection?: { saveData?: boolean } }) | undefined)?.connection?.saveData === true;

/**
 * The station's sources with the lowest bitrate first (`data.bitrates`, kbit/s, by field); a
 * source without a known bitrate keeps its place after those with one. Without any bitrate the
 * order is the station's (HLS, AAC, MP3). The override `stream_url` is never reordered away.
 */
export function lowestBitrateFirst(candidates: StreamSource[], bitrates: EmbedStreams['bitrates']): StreamSource[] {
  const rate = (source: StreamSource) => (source.origin === 'override' ? 0 : bitrates?.[source.origin]) ?? Number.POSITIVE_INFINITY;
  return [...candidates].sort((a, b) => rate(a) - rate(b));
}

import type { EmbedStreams } from '../config/embed-config';
import { isHttpUrl } from '../config/http-url';
import type { QueryOverrides } from '../config/query-overrides';
import type { StreamType } from '../../contract/stream-rules/stream-type';

/** Where a source came from: the station's fields (spec §3) or the `stream_url` override. */
export type StreamOrigin = 'override' | 'audioHls' | 'audioFlash' | 'audioHtml';

/** One playable candidate. */
export interface StreamSource {
  url: string;
  /**
   * Named by the station's field. Absent for `stream_url`: the engine infers it from the URL
   * (spec §5, ./stream-type.ts) when it loads, so the inference is not in the first load.
   */
  type?: StreamType;
  origin: StreamOrigin;
  /** Listed in a fetched playlist: played as it is, never fetched as a playlist itself. */
  listed?: boolean;
}

export interface StreamSelection {
  /** The source to play: the override, else the first valid of HLS, AAC, MP3 (spec §5). */
  primary: StreamSource;
  /** Every valid source in that order, `primary` first, so the engine can fall back. */
  candidates: StreamSource[];
  /** The stream id in effect: the override when given, else the station's. */
  streamId: number;
  overrideStreamId?: number;
  overrideStreamUrl?: string;
}

// The station's fields name their type (audioFlash is the legacy name of the AAC source). Inferring
// from the URL here would misread a plain Icecast mount such as /live as HLS.
const CONFIGURED = [
  ['audioHls', 'HLS'],
  ['audioFlash', 'AAC'],
  ['audioHtml', 'MP3'],
] as const;

/** The station's valid sources, HLS then AAC then MP3. Invalid or placeholder URLs are skipped. */
export function configuredSources(data: Partial<EmbedStreams>): StreamSource[] {
  return CONFIGURED.filter(([origin]) => isHttpUrl(data[origin])).map(([origin, type]) => ({
    url: data[origin]!,
    type,
    origin,
  }));
}

/**
 * Chooses the stream (spec §5). An override `stream_url` wins over every configured source (its
 * type is inferred from the URL by the engine); otherwise the first valid of HLS, AAC, MP3. Null when there is
 * nothing to play ('Stream info is not valid', spec §8).
 */
export function selectStream(
  data: Partial<EmbedStreams> & Pick<EmbedStreams, 'stream_id'>,
  { streamId, streamUrl }: Pick<QueryOverrides, 'streamId' | 'streamUrl'>,
): StreamSelection | null {
  const candidates: StreamSource[] = isHttpUrl(streamUrl)
    ? [{ url: streamUrl, origin: 'override' }]
    : configuredSources(data);
  const [primary] = candidates;
  return primary
    ? {
        primary,
        candidates,
        streamId: streamId ?? data.stream_id,
        overrideStreamId: streamId,
        overrideStreamUrl: streamUrl,
      }
    : null;
}

import type { EmbedStreams } from '../config/embed-config';
import { isHttpUrl } from '../config/http-url';
import type { QueryOverrides } from '../config/query-overrides';
import { inferStreamType, type StreamType } from './stream-type';

/** Where a source came from: the station's fields (spec §3) or the `stream_url` override. */
export type StreamOrigin = 'override' | 'audioHls' | 'audioFlash' | 'audioHtml';

/** One playable candidate. */
export interface StreamSource {
  url: string;
  type: StreamType;
  origin: StreamOrigin;
}

export interface StreamSelection {
  /** The source to play: the override, else the first valid of HLS, AAC, MP3 (spec §5). */
  primary: StreamSource;
  /** Every valid source in that order, `primary` first, so an engine can fall back. */
  candidates: StreamSource[];
  /** The stream id in effect: the override when given, else the station's. */
  streamId: number;
  overrideStreamId?: number;
  overrideStreamUrl?: string;
}

// The station's fields name their type (audioFlash is the legacy name of the AAC source). Inferring
// from the URL here would misread a plain Icecast mount such as /live as HLS.
const CONFIGURED: readonly [StreamOrigin & keyof EmbedStreams, StreamType][] = [
  ['audioHls', 'HLS'],
  ['audioFlash', 'AAC'],
  ['audioHtml', 'MP3'],
];

/** The station's valid sources, HLS then AAC then MP3. Invalid or placeholder URLs are skipped. */
export function configuredSources(data: Partial<EmbedStreams>): StreamSource[] {
  const sources: StreamSource[] = [];
  for (const [origin, type] of CONFIGURED) {
    const url = data[origin];
    if (isHttpUrl(url)) sources.push({ url, type, origin });
  }
  return sources;
}

/**
 * Chooses the stream (spec §5). An override `stream_url` wins over every configured source and its
 * type is inferred from the URL; otherwise the first valid of HLS, AAC, MP3. Null when there is
 * nothing to play ('Stream info is not valid', spec §8).
 */
export function selectStream(
  data: Partial<EmbedStreams> & Pick<EmbedStreams, 'stream_id'>,
  overrides: Pick<QueryOverrides, 'streamId' | 'streamUrl'>,
): StreamSelection | null {
  const candidates = isHttpUrl(overrides.streamUrl)
    ? [{ url: overrides.streamUrl, type: inferStreamType(overrides.streamUrl), origin: 'override' as const }]
    : configuredSources(data);
  const [primary] = candidates;
  if (!primary) return null;
  return {
    primary,
    candidates,
    streamId: overrides.streamId ?? data.stream_id,
    overrideStreamId: overrides.streamId,
    overrideStreamUrl: overrides.streamUrl,
  };
}

import { stationFileSchema } from '../../contract/station-file/station-file';
import { DEFAULT_STREAM_ID } from '../../contract/station-file/data-section';
import { isPlainObject } from '../validate/is-plain-object';

export interface ScaffoldInput {
  sid: number;
  title: string;
  /** The stream URL; its type picks the field (HLS → audioHls, AAC → audioFlash, else audioHtml). */
  stream: string;
  /** `"$schema"`, relative to the station file. */
  schemaRef: string;
  /** The shared config's `defaults`: whatever it sets is left out, so it still applies. */
  sharedDefaults: Record<string, unknown>;
}

/** A stream URL that is surely not real (RFC 2606's example.com), for the operator to replace. */
export const PLACEHOLDER_STREAM = 'https://stream.example.com/live.mp3';

/** Which `data` field a stream URL belongs in, by the spec's type inference (§5), simplified. */
export function streamField(url: string): 'audioHls' | 'audioFlash' | 'audioHtml' {
  if (/\.m3u8(\?|$)|\/manifest\/|[?&]hls=1/i.test(url)) return 'audioHls';
  if (/\.aac(\?|$)|[?&]codec=aac/i.test(url)) return 'audioFlash';
  return 'audioHtml';
}

/**
 * A new station file with every field spelled out at the spec's default, so an operator sees
 * what can be set: the schema's own defaults, less the custom-code variants of other players
 * and `services` (a station-level copy would hide the shared services).
 */
export function scaffoldStation(input: ScaffoldInput): Record<string, unknown> {
  const field = streamField(input.stream);
  const parsed = stationFileSchema.parse({ station: { sid: input.sid, title: input.title }, data: { [field]: input.stream } });
  const { services: _services, $schema: _schema, ...sections } = parsed;
  const file: Record<string, unknown> = {
    $schema: input.schemaRef,
    ...JSON.parse(JSON.stringify(sections)),
  };
  file.data = { [field]: input.stream, stream_id: DEFAULT_STREAM_ID, enrichment: '' };
  omitShared(file, input.sharedDefaults, ['station', 'data']);
  return file;
}

/** Deletes from `file` every leaf that `shared` sets (except the sections in `keep`). */
function omitShared(file: Record<string, unknown>, shared: Record<string, unknown>, keep: readonly string[] = []): void {
  for (const [key, value] of Object.entries(shared)) {
    if (keep.includes(key) || !Object.hasOwn(file, key)) continue;
    const own = file[key];
    if (isPlainObject(value) && isPlainObject(own)) {
      omitShared(own, value);
      if (Object.keys(own).length === 0) delete file[key];
    } else delete file[key];
  }
}

import type { JsonPath } from '../errors/json-path';
import { type Warning, type Where, warning } from '../errors/problem';
import type { StationFile } from '../../contract/station-file/station-file';

/** How the player loads each URL a station names, which decides what an http:// one costs on an https:// page. */
type Use = 'stream' | 'fetched' | 'image';

const URL_SETTINGS: { path: JsonPath; use: Use; value: (s: StationFile) => string | undefined }[] = [
  { path: ['data', 'audioHls'], use: 'stream', value: (s) => s.data.audioHls },
  { path: ['data', 'audioFlash'], use: 'stream', value: (s) => s.data.audioFlash },
  { path: ['data', 'audioHtml'], use: 'stream', value: (s) => s.data.audioHtml },
  { path: ['metadata', 'url'], use: 'fetched', value: (s) => s.metadata.url },
  { path: ['data', 'enrichment'], use: 'fetched', value: (s) => s.data.enrichment },
  { path: ['services', 'geo', 'url'], use: 'fetched', value: (s) => s.services.geo?.url },
  { path: ['station', 'logo'], use: 'image', value: (s) => s.station.logo },
  { path: ['ui', 'defaultAlbumArt'], use: 'image', value: (s) => s.ui.defaultAlbumArt },
];

/** What listeners get from an http:// address on an https:// page, by how the player loads it. */
const LISTENERS_GET: Record<Use, string> = {
  stream:
    'browsers ask for its https:// address instead (or block it); where that does not answer, listeners see "Connecting…" for about 10 s, then that the stream cannot be played',
  fetched: 'browsers block it (the player reads it with fetch): listeners get nothing from it',
  image: 'browsers ask for its https:// address instead; where that does not answer, listeners see no image',
};

/**
 * An http:// address under an https:// publicUrl (issue 30 §5): mixed content, said where the
 * operator works (`validate`, `build`, `init`) with what listeners will get. `radio-embed doctor`
 * then asks the https:// address. Warnings: the page is fine, and the https:// twin may answer.
 */
export function mixedContentWarnings(station: StationFile, publicUrl: string, locate: (path: JsonPath) => Where): Warning[] {
  if (!publicUrl.startsWith('https:')) return [];
  const embed = new URL(publicUrl).origin;
  return URL_SETTINGS.flatMap(({ path, use, value }) => {
    const url = value(station);
    return url?.startsWith('http:') ? [warning('MIXED_CONTENT', locate(path), { embed, listeners: LISTENERS_GET[use] })] : [];
  });
}

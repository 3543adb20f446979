// Loaded only for a station whose stream URL is a playlist (.m3u, .pls, /playlist/).
import type { StreamSource } from './select-stream';
import { inferStreamType, type StreamType } from './stream-type';

/**
 * The stream URLs an M3U or PLS playlist lists, in order, absolute (relative entries resolve
 * against the playlist's URL), http(s) only. Null for an HLS playlist: that is a stream itself.
 */
export function parsePlaylist(text: string, base: string): string[] | null {
  if (text.includes('#EXT-X-')) return null;
  const pls = /^\s*\[playlist\]/i.test(text);
  const urls: string[] = [];
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim();
    // PLS: `File1=http://…` (Title1=, Length1= and the rest are not streams); M3U: any non-comment line.
    const entry = pls ? /^file\d+\s*=\s*(.+)$/i.exec(line)?.[1] : line.startsWith('#') ? '' : line;
    if (!entry) continue;
    try {
      const url = new URL(entry, base);
      if (url.protocol === 'http:' || url.protocol === 'https:') urls.push(url.href);
    } catch {
      // Not a URL: skipped.
    }
  }
  return urls;
}

/**
 * An entry's type. An entry that names nothing (a plain Icecast mount reads as HLS by spec §5's
 * last rule) is audio, as its playlist says: playlists of this kind list Icecast/Shoutcast streams.
 */
function entryType(url: string, playlist: StreamType): StreamType {
  const inferred = inferStreamType(url);
  if (inferred !== 'HLS' || /\.m3u8|\/manifest\//i.test(url)) return inferred;
  return playlist === 'HLS' ? 'AAC' : playlist;
}

/**
 * GETs a playlist source and returns the sources it lists, marked `listed` so none is fetched as
 * a playlist again. An empty list means nothing to play here (the engine moves on, and reports
 * 'Unable to connect to the stream' when nothing is left). Rejects on a network or HTTP error.
 */
export async function playlistSources(source: StreamSource): Promise<StreamSource[]> {
  const response = await fetch(source.url);
  if (!response.ok) throw new Error(`HTTP ${response.status} for ${source.url}`);
  const urls = parsePlaylist(await response.text(), response.url || source.url);
  if (!urls) return [{ ...source, type: 'HLS', listed: true }];
  return urls.map((url) => ({ url, type: entryType(url, source.type), origin: source.origin, listed: true }));
}

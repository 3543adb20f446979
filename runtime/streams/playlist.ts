// Loaded only for a station whose stream URL is a playlist (.m3u, .pls, /playlist/).
import type { TypedSource } from '../engine/types';
import { parsePlaylist } from '../../contract/stream-rules/playlist-text';
import type { StreamType } from '../../contract/stream-rules/stream-type';

/**
 * An entry's type: HLS when its URL says so (.m3u8, /manifest/), MP3 or AAC by its extension,
 * else what the playlist is: playlists of this kind list Icecast/Shoutcast mounts, whose URLs
 * name nothing (spec §5's last rule would misread them as HLS).
 */
function entryType(url: string, playlist: StreamType): StreamType {
  const path = url.split(/[?#]/)[0]!.toLowerCase();
  if (/\.m3u8$|\/manifest\//.test(path)) return 'HLS';
  if (path.endsWith('.mp3')) return 'MP3';
  return path.endsWith('.aac') || playlist === 'HLS' ? 'AAC' : playlist;
}

/**
 * GETs a playlist source and returns the sources it lists, marked `listed` so none is fetched as
 * a playlist again. An empty list means nothing to play here (the engine moves on, and reports
 * 'Unable to connect to the stream' when nothing is left). Rejects on a network or HTTP error.
 * `withCredentials`: the request carries the listener's cookies (the station's data.withCredentials).
 */
export async function playlistSources(source: TypedSource, withCredentials = false): Promise<TypedSource[]> {
  const response = await fetch(source.url, { credentials: withCredentials ? 'include' : 'same-origin' });
  if (!response.ok) throw new Error(`HTTP ${response.status} for ${source.url}`);
  const urls = parsePlaylist(await response.text(), response.url || source.url);
  if (!urls) return [{ ...source, type: 'HLS', listed: true }];
  return urls.map((url) => ({ url, type: entryType(url, source.type), origin: source.origin, listed: true }));
}

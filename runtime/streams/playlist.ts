// Loaded only for a station whose stream URL is a playlist (.m3u, .pls, /playlist/), or when an
// AAC/MP3 source failed to start (it may have answered with a playlist: `sniffPlaylist`).
import type { TypedSource } from '../engine/types';
import { looksLikePlaylist } from './playlist-sniff';
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
  return listedSources(source, await response.text(), response.url || source.url);
}

/**
 * Spec §7 "Stream manifest": an AAC or MP3 source whose URL names no playlist may still answer
 * with one (a `/listen` URL serving an M3U). The engine asks this only after such a source failed
 * to start and only when `mayAnswerWithPlaylist` (./playlist-url.ts), so a stream that plays costs no extra request. GETs it and reads the playlist when
 * the answer is one (./playlist-sniff.ts); a live audio answer is cut after its first bytes.
 * Null when it is not a playlist, or cannot be read (network, CORS, HTTP error): the engine then
 * moves on as before. An empty list: a playlist with nothing playable.
 * `withCredentials`: as the element's own request for it, the listener's cookies go along (the
 * station's data.withCredentials), so a server that gates its playlist on them answers alike.
 */
export async function sniffPlaylist(source: TypedSource, withCredentials = false): Promise<TypedSource[] | null> {
  const controller = new AbortController();
  try {
    const response = await fetch(source.url, { signal: controller.signal, credentials: withCredentials ? 'include' : 'same-origin' });
    const reader = response.body?.getReader();
    if (!response.ok || !reader) return null;
    const text = await readSome(reader, (head) => looksLikePlaylist(response.headers.get('content-type'), head));
    return text === null ? null : listedSources(source, text, response.url || source.url);
  } catch {
    return null;
  } finally {
    // Never keep a second connection to a live stream open.
    controller.abort();
  }
}

// A playlist is a few hundred bytes; anything past this is not one worth reading.
const MAX_PLAYLIST_BYTES = 64 * 1024;

/** The whole body when its first chunk passes `isPlaylist`, else null (and the rest unread). */
async function readSome(reader: ReadableStreamDefaultReader<Uint8Array>, isPlaylist: (head: string) => boolean): Promise<string | null> {
  const decoder = new TextDecoder();
  let text = '';
  let bytes = 0;
  for (let first = true; ; first = false) {
    const { done, value } = await reader.read();
    if (value) {
      bytes += value.length;
      text += decoder.decode(value, { stream: true });
    }
    if (first && !isPlaylist(text)) return null;
    if (done || bytes > MAX_PLAYLIST_BYTES) return text + decoder.decode();
  }
}

function listedSources(source: TypedSource, text: string, base: string): TypedSource[] {
  const urls = parsePlaylist(text, base);
  if (!urls) return [{ ...source, type: 'HLS', listed: true }];
  return urls.map((url) => ({ url, type: entryType(url, source.type), origin: source.origin, listed: true }));
}

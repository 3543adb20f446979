/** Content types stations serve M3U and PLS playlists under (spec §7 "Stream manifest"). */
const PLAYLIST_TYPES = ['audio/x-mpegurl', 'audio/mpegurl', 'audio/x-scpls', 'application/pls+xml'];

/**
 * Whether a source that failed to start could have answered with a playlist, and so is worth
 * sniffing (`sniffPlaylist` in ./playlist.ts): an AAC or MP3 source not itself from a playlist,
 * whose file name does not say it is audio (`/listen`, `/live`, `/stream?sid=1`, not `live.mp3`).
 * Pure, so the engine decides at once and falls back without a wait where it is not.
 */
export function mayAnswerWithPlaylist(source: { url: string; type: string; listed?: boolean }): boolean {
  if (source.listed || source.type === 'HLS') return false;
  const path = source.url.split(/[?#]/)[0]!.toLowerCase();
  return !/\.(mp3|aac|m4a|mp4|ogg|oga|opus|flac|wav|m3u8)$/.test(path);
}

/**
 * Whether a source URL answered with a playlist rather than audio (spec §7 "Stream manifest"):
 * by its content type, or by how its body starts (`#EXTM3U`, `[playlist]`) when the server calls
 * it something else (text/plain, application/octet-stream, even audio/mpeg). `head` is the
 * body's first bytes as text; a byte order mark or leading whitespace is allowed.
 */
export function looksLikePlaylist(contentType: string | null, head: string): boolean {
  const type = (contentType ?? '').split(';')[0]!.trim().toLowerCase();
  if (PLAYLIST_TYPES.includes(type)) return true;
  return /^\uFEFF?\s*(#EXTM3U|\[playlist\])/i.test(head);
}

/** Content types stations serve M3U and PLS playlists under (spec §7 "Stream manifest"). */
const PLAYLIST_TYPES = ['audio/x-mpegurl', 'audio/mpegurl', 'audio/x-scpls', 'application/pls+xml'];

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

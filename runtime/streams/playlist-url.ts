/**
 * Whether a stream URL is a playlist to fetch for the stream URLs it lists (spec §7 "Stream
 * manifest"): a path ending .m3u or .pls, or containing /playlist/. HLS (.m3u8) is not one.
 */
export const isPlaylistUrl = (url: string): boolean => /\.(m3u|pls)$|\/playlist\//i.test(url.split(/[?#]/)[0]!);

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

/**
 * Whether a stream URL is a playlist to fetch for the stream URLs it lists (spec §7 "Stream
 * manifest"): a path ending .m3u or .pls, or containing /playlist/. HLS (.m3u8) is not one.
 */
export const isPlaylistUrl = (url: string): boolean => /\.(m3u|pls)$|\/playlist\//i.test(url.split(/[?#]/)[0]!);

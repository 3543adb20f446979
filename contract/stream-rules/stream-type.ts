/** The three kinds of stream the player knows (spec §3 "Stream sources"). */
export type StreamType = 'HLS' | 'AAC' | 'MP3';

/**
 * The stream type a URL names, by the rules of spec §5, first match wins:
 * `hls=1` → HLS; `codec=aac` → AAC; `codec=mp3` → MP3; extension aac or mp3 likewise;
 * extension m3u8 or a path containing /manifest/ → HLS; extension m3u or a path containing
 * /playlist/ → MP3 when the file name says mp3, else AAC; anything else → HLS.
 * Relative URLs are read by their path and query too. Pure: never throws.
 */
export function inferStreamType(url: string): StreamType {
  let parsed: URL;
  try {
    parsed = new URL(url, 'http://x');
  } catch {
    return 'HLS';
  }
  const query = parsed.searchParams;
  const path = parsed.pathname.toLowerCase();
  const file = path.slice(path.lastIndexOf('/') + 1);
  const extension = /\.([^.]*)$/.exec(file)?.[1];
  if (query.get('hls') === '1') return 'HLS';
  for (const named of [query.get('codec')?.toLowerCase(), extension]) {
    if (named === 'aac' || named === 'mp3') return named === 'aac' ? 'AAC' : 'MP3';
  }
  if (extension === 'm3u8' || path.includes('/manifest/')) return 'HLS';
  if (extension === 'm3u' || path.includes('/playlist/')) return file.includes('mp3') ? 'MP3' : 'AAC';
  return 'HLS';
}

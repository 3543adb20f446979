/** The three kinds of stream the player knows (spec §3 "Stream sources"). */
export type StreamType = 'HLS' | 'AAC' | 'MP3';

function splitUrl(url: string): { path: string; query: URLSearchParams } {
  try {
    const { pathname, searchParams } = new URL(url);
    return { path: pathname, query: searchParams };
  } catch {
    // Not an absolute URL: still honour its path and query rather than guess.
    const [beforeHash = ''] = url.split('#');
    const [path = '', query = ''] = beforeHash.split('?');
    return { path, query: new URLSearchParams(query) };
  }
}

/**
 * The stream type a URL names, by the rules of spec §5, first match wins:
 * `hls=1` → HLS; `codec=aac` → AAC; `codec=mp3` → MP3; extension aac or mp3 likewise;
 * extension m3u8 or a path containing /manifest/ → HLS; extension m3u or a path containing
 * /playlist/ → MP3 when the file name says mp3, else AAC; anything else → HLS.
 */
export function inferStreamType(url: string): StreamType {
  const { path, query } = splitUrl(url);
  if (query.get('hls') === '1') return 'HLS';
  const codec = query.get('codec')?.toLowerCase();
  if (codec === 'aac') return 'AAC';
  if (codec === 'mp3') return 'MP3';

  const lowerPath = path.toLowerCase();
  const fileName = lowerPath.slice(lowerPath.lastIndexOf('/') + 1);
  const dot = fileName.lastIndexOf('.');
  const extension = dot < 0 ? '' : fileName.slice(dot + 1);
  if (extension === 'aac') return 'AAC';
  if (extension === 'mp3') return 'MP3';
  if (extension === 'm3u8' || lowerPath.includes('/manifest/')) return 'HLS';
  if (extension === 'm3u' || lowerPath.includes('/playlist/')) return fileName.includes('mp3') ? 'MP3' : 'AAC';
  return 'HLS';
}

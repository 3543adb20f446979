// How the player reads an M3U or PLS playlist: shared with `radio-embed doctor`, which must read
// a station's playlist exactly as listeners' players will.
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

/** An HLS multivariant ("master") playlist: its variants' URIs and CODECS. */
export interface MasterPlaylist {
  kind: 'master';
  variants: { uri: string; codecs: string | undefined }[];
}

/** An HLS media playlist: what doctor judges of a live stream. */
export interface MediaPlaylist {
  kind: 'media';
  targetDuration: number | undefined;
  /** Each segment's #EXTINF duration and URI, in order. */
  segments: { duration: number; uri: string }[];
  ended: boolean;
}

/** Reads an HLS playlist (RFC 8216); undefined when the text is not one (#EXTM3U first). */
export function parseHlsPlaylist(text: string): MasterPlaylist | MediaPlaylist | undefined {
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/).map((l) => l.trim());
  if (lines[0] !== '#EXTM3U') return undefined;
  if (lines.some((l) => l.startsWith('#EXT-X-STREAM-INF'))) {
    const variants: MasterPlaylist['variants'] = [];
    lines.forEach((line, i) => {
      if (!line.startsWith('#EXT-X-STREAM-INF:')) return;
      const uri = lines.slice(i + 1).find((l) => l && !l.startsWith('#'));
      if (uri) variants.push({ uri, codecs: /CODECS="([^"]*)"/i.exec(line)?.[1] });
    });
    return { kind: 'master', variants };
  }
  const target = /^#EXT-X-TARGETDURATION:\s*(\d+(?:\.\d+)?)/m.exec(lines.join('\n'))?.[1];
  const segments: MediaPlaylist['segments'] = [];
  let duration: number | undefined;
  for (const line of lines) {
    if (line.startsWith('#EXTINF:')) duration = Number.parseFloat(line.slice(8));
    else if (line && !line.startsWith('#') && duration !== undefined) {
      segments.push({ duration, uri: line });
      duration = undefined;
    }
  }
  return {
    kind: 'media',
    targetDuration: target === undefined ? undefined : Number(target),
    segments,
    ended: lines.includes('#EXT-X-ENDLIST'),
  };
}

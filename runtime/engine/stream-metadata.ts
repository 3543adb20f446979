/** The ID3 frames that name what plays: TIT2 (title) and TPE1 (artist). */
interface Id3Frame {
  key?: string;
  data?: unknown;
}

/**
 * Now-playing text carried in the stream: ID3 frames in HLS segments, which hls.js and Safari's
 * native HLS both expose as cues of a `metadata` text track. A cue becomes active when its moment
 * is heard, so `report` follows the audio, not the download. Reports only changes. Returns the stop.
 */
export function watchStreamMetadata(
  media: Pick<HTMLMediaElement, 'textTracks'>,
  report: (now: { artist: string; title: string }) => void,
): () => void {
  const tracks = media.textTracks;
  if (!tracks) return () => {};
  const watched = new Set<TextTrack>();
  let last = '';
  const onCueChange = (event: Event): void => {
    const found: Record<string, string> = {};
    for (const cue of Array.from((event.target as TextTrack).activeCues ?? [])) {
      const { key, data } = ((cue as { value?: Id3Frame }).value ?? {}) as Id3Frame;
      if (key && typeof data == 'string') found[key] = data.trim();
    }
    const now = { artist: found.TPE1 ?? '', title: found.TIT2 ?? '' };
    const text = `${now.artist}\n${now.title}`;
    if ((now.artist || now.title) && text !== last) {
      last = text;
      report(now);
    }
  };
  const watch = (): void => {
    for (const track of Array.from(tracks)) {
      if (track.kind !== 'metadata' || watched.has(track)) continue;
      // Hidden: cues fire their events without being rendered.
      track.mode = 'hidden';
      track.addEventListener('cuechange', onCueChange);
      watched.add(track);
    }
  };
  tracks.addEventListener('addtrack', watch);
  watch();
  return () => {
    tracks.removeEventListener('addtrack', watch);
    for (const track of watched) track.removeEventListener('cuechange', onCueChange);
  };
}

import { $track } from '../stores/track';

/**
 * Every metadata source reports the track here. The same artist and title again (a poll that
 * found nothing new) changes nothing, so the screen, the live region and the enrichment react
 * once per track. A new track starts without a cover unless its source brought one.
 */
export function setTrack(artist: string, title: string, cover = ''): void {
  artist = artist.trim();
  title = title.trim();
  const now = $track.get();
  if (now.artist !== artist || now.title !== title) $track.set({ artist, title, cover });
  else if (cover && cover !== now.cover) $track.setKey('cover', cover);
}

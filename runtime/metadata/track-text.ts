/** Spec §2: the track line — title, then " - " only when both exist, then artist. */
export function trackText(artist: string, title: string): string {
  return title && artist ? `${title} - ${artist}` : title || artist;
}

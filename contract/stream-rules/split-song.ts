/** A track as the screen shows it: either part may be empty. */
export interface SongParts {
  artist: string;
  title: string;
}

/**
 * Splits Icecast's one-line song, "Artist - Title", at the first " - " (a title may hold more
 * dashes: "Artist - Title - Live"). Without the separator the whole text is the title.
 */
export function splitSong(song: string): SongParts {
  const at = song.indexOf(' - ');
  return at < 0
    ? { artist: '', title: song.trim() }
    : { artist: song.slice(0, at).trim(), title: song.slice(at + 3).trim() };
}

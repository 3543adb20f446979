import { describe, expect, it } from 'vitest';
import { splitSong } from '../../../contract/stream-rules/split-song';

describe('splitSong (Icecast "Artist - Title")', () => {
  it.each([
    ['Daft Punk - One More Time', 'Daft Punk', 'One More Time'],
    ['Artist - Title - Live at Wembley', 'Artist', 'Title - Live at Wembley'],
    ['  Spaced  -  Out  ', 'Spaced', 'Out'],
    ['Jingle', '', 'Jingle'],
    ['Hyphen-ated Name - Song', 'Hyphen-ated Name', 'Song'],
    ['', '', ''],
  ])('%j → artist %j, title %j', (song, artist, title) => {
    expect(splitSong(song)).toEqual({ artist, title });
  });
});

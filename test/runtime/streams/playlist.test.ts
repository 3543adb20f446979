import { describe, expect, it } from 'vitest';
import { parsePlaylist } from '../../../contract/stream-rules/playlist-text';
import { isPlaylistUrl } from '../../../runtime/streams/playlist-url';

const BASE = 'https://radio.example/listen/station.m3u';

describe('isPlaylistUrl: a URL to GET for the stream URLs it lists (spec §7 "Stream manifest")', () => {
  it.each([
    ['https://s.example/live.m3u', true],
    ['https://s.example/live.M3U?x=1', true],
    ['https://s.example/live.pls', true],
    ['https://s.example/playlist/station', true],
    ['https://s.example/live.m3u8', false],
    ['https://s.example/live.mp3', false],
    ['https://s.example/live?next=/playlist/x', false],
    ['https://s.example/live#a.pls', false],
  ])('%s → %s', (url, expected) => {
    expect(isPlaylistUrl(url)).toBe(expected);
  });
});

describe('parsePlaylist', () => {
  it('reads M3U: every non-comment line, in order', () => {
    const text = '#EXTM3U\r\n#EXTINF:-1,Radio One\r\nhttp://ice.example:8000/live\r\n\r\n  https://ice.example/live.aac  \r\n';
    expect(parsePlaylist(text, BASE)).toEqual(['http://ice.example:8000/live', 'https://ice.example/live.aac']);
  });

  it('reads PLS: only the FileN entries', () => {
    const text = '[playlist]\nNumberOfEntries=2\nFile1=http://ice.example/a\nTitle1=A\nLength1=-1\nfile2 = http://ice.example/b\nVersion=2\n';
    expect(parsePlaylist(text, BASE)).toEqual(['http://ice.example/a', 'http://ice.example/b']);
  });

  it('resolves relative entries against the playlist, and keeps only http(s)', () => {
    const text = 'live.mp3\n/root/live.aac\nrtmp://x.example/live\nmailto:a@b.example\n';
    expect(parsePlaylist(text, BASE)).toEqual([
      'https://radio.example/listen/live.mp3',
      'https://radio.example/root/live.aac',
    ]);
  });

  it('is empty for an empty or comment-only playlist', () => {
    expect(parsePlaylist('', BASE)).toEqual([]);
    expect(parsePlaylist('#EXTM3U\n#EXTINF:-1,Nothing\n', BASE)).toEqual([]);
    expect(parsePlaylist('[playlist]\nNumberOfEntries=0\n', BASE)).toEqual([]);
  });

  it('is null for an HLS playlist behind a .m3u URL: that is a stream, not a list of streams', () => {
    expect(parsePlaylist('#EXTM3U\n#EXT-X-TARGETDURATION:2\n#EXTINF:2,\nseg-1.ts\n', BASE)).toBeNull();
  });
});

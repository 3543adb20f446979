import { describe, expect, it } from 'vitest';
import { icecastTrack } from '../../../contract/stream-rules/icecast-status';

const STREAM = ['https://radio.example/live.mp3'];

const source = (listenurl: string, extra: Record<string, unknown> = {}) => ({
  listeners: 0,
  listenurl,
  server_type: 'audio/mpeg',
  ...extra,
  dummy: null,
});
const status = (src: unknown) => JSON.stringify({ icestats: { admin: 'a@b', host: 'localhost', ...(src === undefined ? {} : { source: src }) } });

describe('icecastTrack: reading /status-json.xsl', () => {
  it("picks the stream's source among several, by its path (Icecast names itself by its own hostname)", () => {
    const text = status([
      source('http://localhost:8000/other.mp3', { title: 'Other - Song' }),
      source('http://localhost:8000/live.mp3', { title: 'Daft Punk - One More Time' }),
    ]);
    expect(icecastTrack(text, STREAM)).toEqual({ artist: 'Daft Punk', title: 'One More Time' });
  });

  it('matches any of the station sources (the AAC one here)', () => {
    const text = status([source('http://x/live.aac', { title: 'A - B' }), source('http://x/other', { title: 'C - D' })]);
    expect(icecastTrack(text, ['https://radio.example/hls.m3u8', 'https://radio.example/live.aac'])).toEqual({ artist: 'A', title: 'B' });
  });

  it('reads a lone source, which Icecast writes as an object, not a list', () => {
    expect(icecastTrack(status(source('http://x/live.mp3', { title: 'A - B' })), STREAM)).toEqual({ artist: 'A', title: 'B' });
  });

  it('takes the only source there is when its path differs (a relay under another path)', () => {
    expect(icecastTrack(status(source('http://x/relay/stream', { title: 'A - B' })), STREAM)).toEqual({ artist: 'A', title: 'B' });
  });

  it('is null when no source fits: several others, or none live', () => {
    const others = status([source('http://x/a', { title: 'A - B' }), source('http://x/b', { title: 'C - D' })]);
    expect(icecastTrack(others, STREAM)).toBeNull();
    expect(icecastTrack(status(undefined), STREAM)).toBeNull();
  });

  describe('behind a proxy, with several mounts (the stream URL has another path than the mount)', () => {
    const mounts = status([
      source('http://icecast:8000/live.mp3', { title: 'Mp3 - Track' }),
      source('http://icecast:8000/live.aac', { title: 'Aac - Track' }),
      source('http://icecast:8000/low.mp3', { title: 'Low - Track' }),
    ]);

    it('finds the mount by the file name when exactly one source has it', () => {
      expect(icecastTrack(mounts, ['https://radio.example/listen/live.mp3'])).toEqual({ artist: 'Mp3', title: 'Track' });
      expect(icecastTrack(mounts, ['https://cdn.example/x/live.aac'])).toEqual({ artist: 'Aac', title: 'Track' });
    });

    it('prefers the whole path to the file name', () => {
      const text = status([source('http://i/a/live.mp3', { title: 'A - 1' }), source('http://i/b/live.mp3', { title: 'B - 2' })]);
      expect(icecastTrack(text, ['https://radio.example/b/live.mp3'])).toEqual({ artist: 'B', title: '2' });
    });

    it('is null when the file name fits several sources and nothing else decides', () => {
      const text = status([source('http://i/a/radio.mp3', { title: 'A - 1' }), source('http://i/b/radio.mp3', { title: 'B - 2' })]);
      expect(icecastTrack(text, ['https://radio.example/listen/radio.mp3'])).toBeNull();
    });

    it("takes the operator's metadata.mount over anything the stream URL suggests", () => {
      // AzuraCast: /listen/<station>/radio.mp3 in front of Icecast's /low.mp3.
      expect(icecastTrack(mounts, ['https://radio.example/listen/station/radio.mp3'], '/low.mp3')).toEqual({ artist: 'Low', title: 'Track' });
      expect(icecastTrack(mounts, ['https://radio.example/listen/live.mp3'], 'live.aac')).toEqual({ artist: 'Aac', title: 'Track' });
    });

    it('is null when metadata.mount names no live source (the mount is down), even with one source left', () => {
      const lone = status(source('http://icecast:8000/other.mp3', { title: 'Other - Song' }));
      expect(icecastTrack(lone, STREAM, '/live.mp3')).toBeNull();
    });
  });

  it('uses separate artist and title fields when the source sent them', () => {
    const text = status(source('http://x/live.mp3', { artist: 'Björk', title: 'Jóga - Remix' }));
    expect(icecastTrack(text, STREAM)).toEqual({ artist: 'Björk', title: 'Jóga - Remix' });
  });

  it('reads a title without " - " as a title, and a missing title as no track', () => {
    expect(icecastTrack(status(source('http://x/live.mp3', { title: 'Station ID' })), STREAM)).toEqual({ artist: '', title: 'Station ID' });
    expect(icecastTrack(status(source('http://x/live.mp3')), STREAM)).toEqual({ artist: '', title: '' });
  });

  it("turns number-like and true/false titles, which Icecast's XSL writes bare, back into text", () => {
    expect(icecastTrack('{"icestats":{"source":{"listenurl":"http://x/live.mp3","title":1999,"dummy":null}}}', STREAM)).toEqual({ artist: '', title: '1999' });
    expect(icecastTrack('{"icestats":{"source":{"listenurl":"http://x/live.mp3","title":true,"dummy":null}}}', STREAM)).toEqual({ artist: '', title: 'true' });
  });

  describe("Icecast 2.4's malformed JSON", () => {
    it('reads unescaped quotes in a title (before 2.4.4)', () => {
      const text = '{"icestats":{"admin":"a","source":[{"listeners":1,"listenurl":"http://x/other.mp3","title":"X - Y","dummy":null},{"listeners":0,"listenurl":"http://x/live.mp3","server_type":"audio/mpeg","title":"The "Best" Band - Song "One"","dummy":null}]}}';
      expect(icecastTrack(text, STREAM)).toEqual({ artist: 'The "Best" Band', title: 'Song "One"' });
    });

    it('reads a title written as a bare invalid number (".5") and escapes 2.4.4 did write', () => {
      const bare = '{"icestats":{"source":{"listenurl":"http://x/live.mp3","title":.5,"dummy":null}}}';
      expect(icecastTrack(bare, STREAM)).toEqual({ artist: '', title: '.5' });
      const escaped = '{"icestats":{"source":{"listenurl":"http://x/live.mp3","title":"Caf\\u00e9 \\"Noir\\" - Tango","dummy":null},}}';
      expect(icecastTrack(escaped, STREAM)).toEqual({ artist: 'Café "Noir"', title: 'Tango' });
    });

    it('is undefined for text it cannot read at all (keep the last good track)', () => {
      expect(icecastTrack('', STREAM)).toBeUndefined();
      expect(icecastTrack('<html>Icecast is starting</html>', STREAM)).toBeUndefined();
      expect(icecastTrack('{"icestats":{"source":[{"listen', STREAM)).toBeUndefined();
    });
  });
});

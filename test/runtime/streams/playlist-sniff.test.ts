import { afterEach, describe, expect, it, vi } from 'vitest';
import { sniffPlaylist } from '../../../runtime/streams/playlist';
import { looksLikePlaylist } from '../../../runtime/streams/playlist-sniff';
import { mayAnswerWithPlaylist } from '../../../runtime/streams/playlist-url';

describe('looksLikePlaylist: a source that answered with a playlist (spec §7 "Stream manifest")', () => {
  it.each(['audio/x-mpegurl', 'audio/mpegurl', 'audio/x-scpls', 'application/pls+xml', 'Audio/X-MpegURL; charset=utf-8'])(
    'by its content type %s, whatever the body',
    (type) => expect(looksLikePlaylist(type, '')).toBe(true),
  );

  it.each([
    ['text/plain', '#EXTM3U\nhttp://a.example/live'],
    ['application/octet-stream', '[playlist]\nFile1=http://a.example/live'],
    [null, '\uFEFF  #extm3u\n'],
    ['audio/mpeg', '[Playlist]\n'],
  ])('by how its body starts (%s)', (type, head) => expect(looksLikePlaylist(type, head)).toBe(true));

  it('not audio, nor other text', () => {
    expect(looksLikePlaylist('audio/mpeg', 'ID3\u0004\u0000')).toBe(false);
    expect(looksLikePlaylist('text/html', '<!doctype html>')).toBe(false);
    expect(looksLikePlaylist(null, 'http://a.example/live')).toBe(false);
  });
});

describe('mayAnswerWithPlaylist: which failed sources are worth asking', () => {
  it.each([
    ['https://r.example/listen', 'MP3', true],
    ['https://r.example/stream?sid=1', 'AAC', true],
    ['https://r.example/live.mp3', 'MP3', false],
    ['https://r.example/live.AAC?x=1', 'AAC', false],
    ['https://r.example/live', 'HLS', false],
  ])('%s (%s) → %s', (url, type, expected) => expect(mayAnswerWithPlaylist({ url, type })).toBe(expected));

  it('never an entry of a playlist already read', () => {
    expect(mayAnswerWithPlaylist({ url: 'https://r.example/listen', type: 'MP3', listed: true })).toBe(false);
  });
});

describe('sniffPlaylist', () => {
  const LISTEN = { url: 'https://r.example/listen', type: 'MP3', origin: 'audioHtml' } as const;
  afterEach(() => vi.unstubAllGlobals());

  it('reads the entries of a playlist served under another name, as listed sources', async () => {
    const body = '[playlist]\nNumberOfEntries=2\nFile1=http://ice.example:8000/live\nFile2=https://ice.example/live.aac\n';
    vi.stubGlobal('fetch', vi.fn(async () => new Response(body, { headers: { 'content-type': 'audio/x-scpls' } })));
    expect(await sniffPlaylist(LISTEN)).toEqual([
      { url: 'http://ice.example:8000/live', type: 'MP3', origin: 'audioHtml', listed: true },
      { url: 'https://ice.example/live.aac', type: 'AAC', origin: 'audioHtml', listed: true },
    ]);
  });

  it('is empty for a playlist that lists nothing playable', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response('#EXTM3U\n#EXTINF:-1,Nothing\nrtmp://x.example/live\n')));
    expect(await sniffPlaylist(LISTEN)).toEqual([]);
  });

  it('is null for audio, and reads no more of it than its first bytes', async () => {
    let pulls = 0;
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulls++;
        controller.enqueue(new Uint8Array(4096).fill(0xff));
      },
    });
    vi.stubGlobal('fetch', vi.fn(async () => new Response(endless, { headers: { 'content-type': 'audio/mpeg' } })));
    expect(await sniffPlaylist(LISTEN)).toBeNull();
    expect(pulls).toBeLessThan(4);
  });

  it('is null when it cannot be read (network, HTTP error)', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response('#EXTM3U\nhttp://a.example/x', { status: 404 })));
    expect(await sniffPlaylist(LISTEN)).toBeNull();
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    expect(await sniffPlaylist(LISTEN)).toBeNull();
  });
});

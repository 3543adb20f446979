// The VAST side with the real vast-client: the tag is fetched, parsed, and what this player can
// play is picked — the same XML the e2e gateway serves. The browser's DOMParser is stood in for
// by xmldom (vast-client's own parser on Node; happy-dom's XML parser rejects CDATA).
import { DOMParser } from '@xmldom/xmldom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadAd } from '../../../runtime/features/ads/vast/load-ad';
import { EMPTY_VAST, vastXml } from './vast-fixture';

const TAG = 'https://gw.example/getmediavast.php?sid=42';
const xml = vastXml({ mediaUrl: 'https://ads.example/ad.mp3', trackingBase: 'https://t.example', companionUrl: 'https://ads.example/c.png' });

const answer = (body: string, status = 200) =>
  vi.fn(async (_url: string, _init?: RequestInit) => new Response(body, { status, headers: { 'Content-Type': 'text/xml' } }));

const options = (canPlay: (type: string) => boolean = () => true) => ({
  signal: new AbortController().signal,
  canPlay,
  mobile: false,
  muted: false,
});

beforeEach(() => {
  vi.stubGlobal('DOMParser', DOMParser);
});
afterEach(() => vi.unstubAllGlobals());

describe('loadAd', () => {
  it('reads the linear ad, its duration and its 300×250 companion', async () => {
    const fetch = answer(xml);
    vi.stubGlobal('fetch', fetch);
    const result = await loadAd(TAG, options());
    expect(result.kind).toBe('ad');
    if (result.kind !== 'ad') return;
    expect(result.ad).toMatchObject({ id: 'ad-42', mediaUrl: 'https://ads.example/ad.mp3', video: false, duration: 4 });
    expect(result.ad.companion).toMatchObject({ kind: 'image', src: 'https://ads.example/c.png', width: 300, height: 250, clickThrough: 'https://advertiser.example/' });
    expect(fetch.mock.calls[0]![0]).toBe(TAG);
    expect(fetch.mock.calls[0]![1]).toMatchObject({ credentials: 'omit' });
  });

  it('an empty VAST is "empty"', async () => {
    vi.stubGlobal('fetch', answer(EMPTY_VAST));
    expect(await loadAd(TAG, options())).toEqual({ kind: 'empty' });
  });

  it('an HTTP error is an error', async () => {
    vi.stubGlobal('fetch', answer('oops', 500));
    expect((await loadAd(TAG, options())).kind).toBe('error');
  });

  it('a network failure is an error', async () => {
    vi.stubGlobal('fetch', vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))));
    expect((await loadAd(TAG, options())).kind).toBe('error');
  });

  it('media this browser cannot play is "unplayable"', async () => {
    vi.stubGlobal('fetch', answer(xml));
    expect(await loadAd(TAG, options(() => false))).toEqual({ kind: 'unplayable' });
  });
});

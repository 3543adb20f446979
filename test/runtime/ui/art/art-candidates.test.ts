// Issue 29 §5: the order in which the art tile tries its images, and how a URL becomes CSS.
import { describe, expect, it } from 'vitest';
import type { StationState } from '../../../../runtime/stores/station';
import { artCandidates, cssUrl, firstUnfailed } from '../../../../runtime/ui/art/art-candidates';
import { embedConfig } from '../../support/embed-config';

const COVER = 'https://i.example/cover.jpg';
const ART = 'https://radio42.example/art.jpg';
const LOGO = 'https://radio42.example/logo.png';

/** A station whose images go through the image proxy when `proxy` is on. */
function station(proxy: boolean): StationState {
  const config = embedConfig();
  config.services.imageProxy = { url: 'https://img.example', enabled: proxy };
  config.buildTime = 7;
  return { config } as StationState;
}

describe('artCandidates and firstUnfailed: cover → default album art → logo → the empty tile', () => {
  const candidates = artCandidates([COVER, ART, LOGO], station(false));

  it('tries the cover, then the default art, then the logo, then gives the empty tile', () => {
    expect(candidates).toEqual([COVER, ART, LOGO]);
    expect(firstUnfailed(candidates, [])).toBe(COVER);
    expect(firstUnfailed(candidates, [COVER])).toBe(ART);
    expect(firstUnfailed(candidates, [COVER, ART])).toBe(LOGO);
    expect(firstUnfailed(candidates, [COVER, ART, LOGO])).toBe('');
  });

  it('skips what the station does not have, and a failed image whatever failed before it', () => {
    expect(artCandidates(['', ART, ''], station(false))).toEqual([ART]);
    expect(artCandidates(['', '', LOGO], station(false))).toEqual([LOGO]);
    expect(artCandidates(['', '', ''], station(false))).toEqual([]);
    expect(firstUnfailed([], [])).toBe('');
    // The default art failed with an earlier track: a new cover that fails goes to the logo.
    expect(firstUnfailed(candidates, [ART, COVER])).toBe(LOGO);
  });

  it('tries an image once when the station names it twice (default art and logo alike)', () => {
    expect(artCandidates([COVER, LOGO, LOGO], station(false))).toEqual([COVER, LOGO]);
  });

  it('names each through the image proxy when it is on, in the same order', () => {
    const via = (url: string) => `https://img.example/image?src=${encodeURIComponent(url)}&cb=7`;
    expect(artCandidates([COVER, ART, LOGO], station(true))).toEqual([via(COVER), via(ART), via(LOGO)]);
  });
});

describe('cssUrl', () => {
  it('quotes the URL; a quote, backslash, space or parenthesis cannot end it', () => {
    expect(cssUrl(ART)).toBe(`url("${ART}")`);
    expect(cssUrl('https://a.example/x") , url("evil.png')).toBe('url("https://a.example/x%22%29%20,%20url%28%22evil.png")');
    expect(cssUrl("https://a.example/it's (1)\\.png")).toBe('url("https://a.example/it%27s%20%281%29%5C.png")');
    expect(cssUrl('https://a.example/a\n\tb.png')).toBe('url("https://a.example/ab.png")');
  });
});

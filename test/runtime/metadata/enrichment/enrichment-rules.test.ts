import { describe, expect, it } from 'vitest';
import { coverFromResponse } from '../../../../runtime/features/metadata/enrichment/cover-from-response';
import { enrichmentUrl } from '../../../../contract/stream-rules/enrichment-url';
import { proxiedImage } from '../../../../runtime/features/metadata/enrichment/image-proxy';
import { normaliseForEnrichment } from '../../../../contract/stream-rules/normalise';

describe('normaliseForEnrichment (spec §5)', () => {
  it.each([
    ['Daft Punk', 'daft%20punk'],
    ['AC-DC', 'ac%20dc'],
    ['Guns_N_Roses', 'guns%20n%20roses'],
    ['A -- _ B', 'a%20b'],
    ['  Tabs\tand\nlines  ', 'tabs%20and%20lines'],
    ['Who Are You?', 'who%20are%20you%253F'],
    ['Sigur Rós & Co/Band', 'sigur%20r%C3%B3s%20%26%20co%2Fband'],
    [' - _ ', ''],
    ['', ''],
  ])('%j → %j', (text, expected) => {
    expect(normaliseForEnrichment(text)).toBe(expected);
  });
});

describe('enrichmentUrl (spec §7)', () => {
  const request = { base: 'https://meta.example/v1', artist: 'Daft Punk', song: 'One More Time', stationId: 42, width: 900 };

  it('is GET {base}/{artist}/{song}/{stationId}/json?max_width=…&min_width=…', () => {
    expect(enrichmentUrl(request)).toBe('https://meta.example/v1/daft%20punk/one%20more%20time/42/json?max_width=900&min_width=350');
  });

  it('asks for at least 200 px wide up to a 767 px embed, 350 px from 768', () => {
    expect(enrichmentUrl({ ...request, width: 767 })).toMatch(/\?max_width=767&min_width=200$/);
    expect(enrichmentUrl({ ...request, width: 768 })).toMatch(/\?max_width=768&min_width=350$/);
    expect(enrichmentUrl({ ...request, width: 320 })).toMatch(/\?max_width=320&min_width=200$/);
  });

  it('never asks for a maximum below the minimum', () => {
    expect(enrichmentUrl({ ...request, width: 120 })).toMatch(/\?max_width=200&min_width=200$/);
  });

  it('drops a trailing slash of the base', () => {
    expect(enrichmentUrl({ ...request, base: 'https://meta.example/v1/' })).toMatch(/^https:\/\/meta\.example\/v1\/daft/);
  });

  it('is null when the normalised artist or song is empty, or there is no service', () => {
    expect(enrichmentUrl({ ...request, artist: '' })).toBeNull();
    expect(enrichmentUrl({ ...request, song: ' -- ' })).toBeNull();
    expect(enrichmentUrl({ ...request, base: '' })).toBeNull();
  });
});

describe('coverFromResponse (spec §3 "Track enrichment result")', () => {
  const art = (albumArt: unknown) => ({ combinedResponse: { artistName: 'A', songTitle: 'B', albumArt } });

  it('takes artworkUrlMedium, else artworkUrlSmallest', () => {
    expect(coverFromResponse(art({ artworkUrlMedium: 'https://i.example/m.jpg', artworkUrlSmallest: 'https://i.example/s.jpg' }))).toBe('https://i.example/m.jpg');
    expect(coverFromResponse(art({ artworkUrlMedium: '', artworkUrlSmallest: 'https://i.example/s.jpg' }))).toBe('https://i.example/s.jpg');
  });

  it('is empty without album art, for another shape, or for a URL that is not http(s)', () => {
    expect(coverFromResponse(art(undefined))).toBe('');
    expect(coverFromResponse({})).toBe('');
    expect(coverFromResponse(null)).toBe('');
    expect(coverFromResponse(art({ artworkUrlMedium: 'javascript:alert(1)' }))).toBe('');
  });
});

describe('proxiedImage (spec §7 image proxy)', () => {
  const cover = 'https://i.example/a b.jpg?x=1&y=2';

  it('is {proxy}/image?src={encoded}&cb={build time} when the proxy is on', () => {
    expect(proxiedImage(cover, { url: 'https://img.example/', enabled: true }, 1758240000000)).toBe(
      'https://img.example/image?src=https%3A%2F%2Fi.example%2Fa%20b.jpg%3Fx%3D1%26y%3D2&cb=1758240000000',
    );
  });

  it('leaves the URL alone when the proxy is off or not configured', () => {
    expect(proxiedImage(cover, { url: 'https://img.example', enabled: false }, 1)).toBe(cover);
    expect(proxiedImage(cover, undefined, 1)).toBe(cover);
  });
});

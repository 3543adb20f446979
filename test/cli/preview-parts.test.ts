// The pure parts of `radio-embed preview`'s demo feed and privacy simulation (issue 17 §5, issue 21 §1).
import { inflateSync } from 'node:zlib';
import { describe, expect, test } from 'vitest';
import { PRIVACY_LAW_REGIONS } from '../../contract/privacy-regions';
import { useDemoTrackFeed } from '../../cli/preview/demo-sources';
import { createDemoTrackFeed } from '../../cli/preview/demo-track-feed';
import { DEMO_TRACKS, drawCover } from '../../cli/preview/demo-tracks';
import { CARRIED_OPT_OUT_KEY, PRIVACY_CACHE_KEY } from '../../cli/preview/forget-choice-script';
import { withGpcShim } from '../../cli/preview/gpc-shim';
import { crc32, encodePng } from '../../cli/preview/png';
import { geoAnswer, pickSituation, simulateGeo, situationsFor } from '../../cli/preview/privacy-simulation';
import { situationOutcome } from '../../cli/preview/situation-outcome';
import { embedSrc, pageHref, readView } from '../../cli/preview/preview-view';
import { stationFileSchema, type StationFile } from '../../contract/station-file/station-file';
import { CARRIED_OPT_OUT_KEY as RUNTIME_CARRIED_KEY } from '../../runtime/features/privacy/carried-opt-out';
import { PRIVACY_CACHE_KEY as RUNTIME_CACHE_KEY } from '../../runtime/features/privacy/storage';
import { placeOf } from '../../runtime/features/privacy/resolve-mode';

const station = (extra: Record<string, unknown> = {}): StationFile =>
  stationFileSchema.parse({ station: { sid: 9, title: 'Radio 9' }, data: { audioHtml: 'https://stream.radio9.example/live.mp3' }, ...extra });

/** The chunks of a PNG file, their CRCs checked. */
function pngChunks(png: Buffer): Map<string, Buffer> {
  expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  const chunks = new Map<string, Buffer>();
  for (let at = 8; at < png.length; ) {
    const length = png.readUInt32BE(at);
    const typeAndData = png.subarray(at + 4, at + 8 + length);
    expect(png.readUInt32BE(at + 8 + length)).toBe(crc32(typeAndData));
    chunks.set(typeAndData.subarray(0, 4).toString('latin1'), typeAndData.subarray(4));
    at += length + 12;
  }
  return chunks;
}

describe('the demo covers', () => {
  test('encodePng writes a valid truecolour PNG whose rows decode back to the pixels', () => {
    const pixel = (x: number, y: number) => [x * 10, y * 20, 255] as const;
    const chunks = pngChunks(encodePng(4, 3, pixel));
    expect([...chunks.keys()]).toEqual(['IHDR', 'IDAT', 'IEND']);
    const header = chunks.get('IHDR')!;
    expect([header.readUInt32BE(0), header.readUInt32BE(4), ...header.subarray(8)]).toEqual([4, 3, 8, 2, 0, 0, 0]);
    const raw = inflateSync(chunks.get('IDAT')!);
    expect(raw.length).toBe(3 * (4 * 3 + 1));
    // Row 1, "Sub" filtered: add each byte to the one three to its left.
    const row = raw.subarray(13, 26);
    expect(row[0]).toBe(1);
    const bytes = [...row.subarray(1)];
    for (let i = 3; i < bytes.length; i++) bytes[i] = (bytes[i]! + bytes[i - 3]!) & 0xff;
    expect(bytes).toEqual([0, 20, 255, 10, 20, 255, 20, 20, 255, 30, 20, 255]);
  });

  test('each track has its own 256×256 cover', () => {
    const covers = DEMO_TRACKS.map((track, index) => drawCover(track, index));
    for (const cover of covers) expect(pngChunks(cover).get('IHDR')!.readUInt32BE(0)).toBe(256);
    expect(new Set(covers.map((c) => c.toString('base64'))).size).toBe(DEMO_TRACKS.length);
  });
});

describe('the demo track feed', () => {
  const at = (ms: number) => createDemoTrackFeed({ startedAt: 0, now: () => ms });
  const titles = (ms: number) => at(ms).nowPlaying('http://127.0.0.1:1').items.map((item) => item.title);

  test('is a now-playing document: the track on air first, with an absolute cover URL', () => {
    expect(at(0).nowPlaying('http://127.0.0.1:4242')).toEqual({
      items: [{ artist: 'Tidewater Chords', title: 'Harbour Lights', cover: 'http://127.0.0.1:4242/demo/covers/0.png' }],
    });
  });

  test('changes track every 20 s, lists what played before (newest first, at most 10) and comes round again', () => {
    expect(titles(19_999)).toEqual(['Harbour Lights']);
    expect(titles(20_000)).toEqual(['Four Bar Sunrise', 'Harbour Lights']);
    expect(titles(80_000)).toEqual(['Harbour Lights', 'Late Train Home', 'Minor Sevenths', 'Four Bar Sunrise', 'Harbour Lights']);
    expect(titles(3_600_000)).toHaveLength(10);
  });

  test('serves a cover per track and none beyond', () => {
    const feed = at(0);
    expect(feed.cover(3)).toBeInstanceOf(Buffer);
    expect(feed.cover(3)).toBe(feed.cover(3));
    expect(feed.cover(4)).toBeUndefined();
  });

  test('a station playing the demo stream follows the feed, unless it asked for no track', () => {
    const feed = 'http://127.0.0.1:1/demo/nowplaying.json';
    expect(useDemoTrackFeed(station({ metadata: { source: 'stream' } }), feed).metadata).toMatchObject({ source: 'nowplaying', url: feed, intervalMs: 5000 });
    expect(useDemoTrackFeed(station({ metadata: { source: 'none' } }), feed).metadata.source).toBe('none');
  });
});

describe('the privacy simulation', () => {
  const privacy = (regions: string[], services: object = {}) => station({ privacy: { enabled: true, regions }, services });

  test('offers CA, VA, the other configured states, abroad and a failing lookup; the station\'s service when it has one', () => {
    expect(situationsFor(privacy(['CA', 'co'])).map((s) => s.label)).toEqual(['in CA', 'in VA', 'in CO', 'outside the US', 'geo failing']);
    const withService = privacy(['VA'], { geo: { url: 'https://geo.radio9.example' } });
    expect(situationsFor(withService).map((s) => s.id)).toEqual(['ca', 'va', 'outside-us', 'geo-fails', 'service']);
    expect(pickSituation(withService, 'service')).toBe('service');
    expect(pickSituation(withService, 'tx')).toBe('ca');
  });

  test('answers every state an operator may configure as the runtime reads it; abroad is not the US; failing is a 503', () => {
    for (const region of PRIVACY_LAW_REGIONS) {
      const answer = geoAnswer(region.toLowerCase())!;
      expect(answer.status).toBe(200);
      expect(placeOf(answer.body)).toEqual({ country: 'US', region });
    }
    expect(placeOf(geoAnswer('outside-us')!.body).country).toBe('DE');
    expect(geoAnswer('geo-fails')!.status).toBe(503);
    expect(geoAnswer('xx')).toBeUndefined();
  });

  test("points the station's geo service at the stand-in, only where the runtime would ask it", () => {
    const origin = 'http://127.0.0.1:4242';
    const v2 = privacy(['CA'], { geo: { url: 'https://geo.radio9.example', v2: true } });
    expect(simulateGeo(v2, origin, 'va').services.geo).toEqual({ url: `${origin}/_preview/geo/va`, v2: true });
    expect(simulateGeo(privacy(['CA']), origin, 'ca').services.geo).toEqual({ url: `${origin}/_preview/geo/ca`, v2: false });
    expect(simulateGeo(v2, origin, 'service')).toBe(v2);
    const off = station();
    expect(simulateGeo(off, origin, 'ca')).toBe(off);
  });

  test('says what each listener should see, so that no notice reads as an answer', () => {
    const ca = privacy(['CA']);
    expect(situationOutcome(ca, 'ca', false)).toBe('A listener in CA gets the Privacy Notice first; once it is answered, the inline "Your Privacy Choices".');
    expect(situationOutcome(ca, 'ca', true)).toMatch(/^GPC opts the CA listener out without a click/);
    expect(situationOutcome(ca, 'va', true)).toBe('VA is not in privacy.regions: no notice.');
    expect(situationOutcome(ca, 'outside-us', false)).toBe('Privacy notices are for US listeners only: no notice.');
    expect(situationOutcome(ca, 'geo-fails', false)).toMatch(/^The lookup fails: no notice, and the player fails closed/);
  });

  test("clears the runtime's own storage keys", () => {
    expect([PRIVACY_CACHE_KEY, CARRIED_OPT_OUT_KEY]).toEqual([RUNTIME_CACHE_KEY, RUNTIME_CARRIED_KEY]);
  });

  test('loads the GPC script in the head, before the runtime', () => {
    const page = withGpcShim('<html><head><title>x</title>\n</head><body><script type="module" src="../assets/main.js"></script></body></html>');
    expect(page).toBe('<html><head><title>x</title>\n<script src="/_preview/gpc.js"></script>\n</head><body><script type="module" src="../assets/main.js"></script></body></html>');
  });
});

describe("a station page's switches", () => {
  test('read only the values they offer, and pass scheme, language and simulation to the frames', () => {
    const view = readView(new URLSearchParams('theme=light&lang=fr&geo=co&gpc=1'));
    expect(embedSrc(9, view)).toBe('/9/?theme=light&lang=fr&preview_geo=co&preview_gpc=1');
    expect(pageHref(9, { ...view, lang: 'he' })).toBe('/9/preview?theme=light&lang=he&geo=co&gpc=1');
    expect(readView(new URLSearchParams('theme=sepia&lang=xx&gpc=yes'))).toEqual({ theme: undefined, lang: undefined, geo: undefined, gpc: false });
    expect(embedSrc(9, { gpc: false })).toBe('/9/');
  });
});

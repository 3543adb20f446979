// The first paint's half of a privacy station's geo lookup (issue 36): whether a notice is due
// must say "due" wherever the privacy layer would put the listener under privacy (or cannot
// place them), so the app never comes later than the notice needs; and the privacy layer takes
// that answer instead of asking the service again.
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { noticeDue } from '../../../runtime/first-paint/geo-first';
import { createGeoLookup, geoUrl, type GeoOutcome } from '../../../runtime/features/privacy/geo';
import { handFirstPaintGeo } from '../../../runtime/features/privacy/public/first-paint-geo';
import { placeOf, privacyApplies } from '../../../runtime/features/privacy/resolve-mode';
import { CALIFORNIA, GERMANY, startGeoServer, TEXAS, type GeoServer } from '../../support/geo-server';
import { fakeLog } from '../privacy/fake-log';

/** What the first paint's chunk hands the app: its answer (and a decision these tests do not read). */
const firstPaint = (answer: Promise<Response>) => Promise.resolve({ answer, due: Promise.resolve(true) });

const json = (body: unknown, status = 200): Promise<Response> =>
  Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));

describe('noticeDue: the first paint fetches the app where the privacy layer would show a notice', () => {
  const regions = ['CA', 'VA'];
  const places = [
    CALIFORNIA,
    TEXAS,
    GERMANY,
    { country_code: 'us', region_code: ' ca ' },
    { country_code: 'US', region: 'va' },
    { country_code: 'US', region: 'Virginia' },
    { country_code: 'US' },
    { country_code: 'CA', region_code: 'CA' },
    { region_code: 'CA' },
    { country_code: 'US', region_code: '' },
  ];
  for (const place of places)
    test(`${JSON.stringify(place)}: as the privacy layer decides`, async () => {
      expect(await noticeDue(json(place), regions)).toBe(privacyApplies(placeOf(place), regions));
    });

  test('no regions configured: nobody who can be placed gets one', async () => {
    expect(await noticeDue(json(CALIFORNIA), [''])).toBe(false);
  });

  test('no usable answer fails closed: a status outside 200–299, an error field, no object, not JSON, a failed request', async () => {
    expect(await noticeDue(json(TEXAS, 500), regions)).toBe(true);
    expect(await noticeDue(json({ error: 'unknown address' }), regions)).toBe(true);
    expect(await noticeDue(json(null), regions)).toBe(true);
    expect(await noticeDue(Promise.resolve(new Response('<html>')), regions)).toBe(true);
    expect(await noticeDue(Promise.reject(new TypeError('Failed to fetch')), regions)).toBe(true);
  });

  test('leaves the answer unread for the app', async () => {
    const answer = json(TEXAS);
    await noticeDue(answer, regions);
    expect((await answer).bodyUsed).toBe(false);
  });
});

describe('the privacy layer takes the first paint\'s answer: one lookup per page', () => {
  let server: GeoServer;
  beforeAll(async () => {
    server = await startGeoServer({ body: TEXAS });
  });
  afterAll(() => server.close());
  beforeEach(() => {
    server.requests.length = 0;
  });
  const lookup = (log = fakeLog()) =>
    createGeoLookup({ url: server.url, v2: false, fetch, log, cache: new Map<string, Promise<GeoOutcome>>() });

  test('for the URL the first paint asked: its answer, without a request of its own; the next lookup asks', async () => {
    const url = geoUrl(server.url, false);
    handFirstPaintGeo(url, firstPaint(json(CALIFORNIA)));
    expect(await lookup()()).toEqual({ ok: true, result: CALIFORNIA });
    expect(server.requests).toEqual([]);
    // Taken once: another player's lookup (a fresh cache here) asks the service.
    expect(await lookup()()).toEqual({ ok: true, result: TEXAS });
    expect(server.requests).toEqual(['/geo']);
  });

  test('a failed first-paint lookup is the layer\'s failure too (fail closed, logged as its own)', async () => {
    handFirstPaintGeo(geoUrl(server.url, false), firstPaint(json({ message: 'down' }, 503)));
    const log = fakeLog();
    expect(await lookup(log)()).toEqual({ ok: false, reason: 'http' });
    expect(log.warn).toHaveBeenCalledWith('Geo lookup failed with HTTP status 503');
    expect(server.requests).toEqual([]);
  });

  test('another URL, an ip override, or no answer (its chunk did not download): a request of its own', async () => {
    handFirstPaintGeo('https://elsewhere.example/geo', firstPaint(json(CALIFORNIA)));
    expect(await lookup()()).toEqual({ ok: true, result: TEXAS });
    handFirstPaintGeo(geoUrl(server.url, false), firstPaint(json(CALIFORNIA)));
    expect(await lookup()('198.51.100.8')).toEqual({ ok: true, result: TEXAS });
    handFirstPaintGeo(geoUrl(server.url, false), Promise.resolve());
    expect(await lookup()()).toEqual({ ok: true, result: TEXAS });
    expect(server.requests).toEqual(['/geo', '/geo?ip=198.51.100.8', '/geo']);
    handFirstPaintGeo(undefined, undefined);
  });
});

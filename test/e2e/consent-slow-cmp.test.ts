// Issue 29 item 3 end to end: a host page's CMP that answers late, never, "not ready", or with a
// malformed answer. The host's consent decides consent; the 500 ms deadline only lets the stream
// start (gdpr=1, no consent). The player sits in an iframe of a host page on a second loopback
// origin; its trackers (GA, Quantcast, Nielsen), targeting and cookie sync point at one loopback
// tracker server that records every request with its time; the station's static server counts the
// loads of the player's page (a reload is a second load). Chromium for every case, Firefox for
// the main ones. `?autoplay=1` starts the stream with no click, the same way in both engines.
import { GppModel, UsNat } from '@iabgpp/cmpapi';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tcString } from '../runtime/consent/tc-strings';
import { launchChromium } from '../support/chromium';
import { launchFirefox } from '../support/firefox';
import { cmpStub, gppEvent, tcData, type CmpApi } from '../support/host-cmp';
import { CALIFORNIA, startGeoServer, type GeoServer } from '../support/geo-server';
import { type HostPages, startHostPages } from '../support/host-page-server';
import { startMp3FileStream, type Mp3FileStream } from '../support/mp3-file-stream';
import { serveStation, type ServedStation } from '../support/served-station';
import { startVendorServer, type VendorServer } from '../support/vendor-server';
import { waitFor } from '../support/wait-for';

const VENDORS = { google: 755, quantcast: 11, nielsen: 812, wopd: 700, cookieSync: 701 };
const CONSENTED = tcString({ purposes: [1, 2, 3, 4, 7, 8, 9], vendors: Object.values(VENDORS) }, Object.values(VENDORS));
const NO_CONSENT = tcString({ purposes: [] });
/** Long enough for the integrations' idle start (requestIdleCallback) after an answer. */
const SETTLE_MS = 1500;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A usnat section, opted out of sale, sharing and targeted advertising, or not opted out. */
function usnat(optedOut: boolean): string {
  const model = new GppModel();
  for (const notice of ['SharingNotice', 'SaleOptOutNotice', 'SharingOptOutNotice', 'TargetedAdvertisingOptOutNotice']) model.setFieldValue(UsNat.NAME, notice, 1);
  for (const optOut of ['SaleOptOut', 'SharingOptOut', 'TargetedAdvertisingOptOut']) model.setFieldValue(UsNat.NAME, optOut, optedOut ? 1 : 2);
  model.setFieldValue(UsNat.NAME, 'MspaCoveredTransaction', 2);
  return model.encode();
}

/** The little each engine's page must do here. */
interface Session {
  goto(url: string): Promise<void>;
  /** Evaluates a JavaScript expression in the top page (the host page). */
  host(expression: string): Promise<unknown>;
  /** Evaluates a JavaScript expression in the player's frame (retried while it reloads). */
  player(expression: string): Promise<unknown>;
  close(): Promise<void>;
}

interface FrameLike {
  url(): string;
  evaluate(expression: string): Promise<unknown>;
}

function session(page: { goto(url: string): Promise<unknown>; evaluate(expression: string): Promise<unknown>; frames(): FrameLike[] }, playerOrigin: () => string, close: () => Promise<void>): Session {
  return {
    goto: async (url) => void (await page.goto(url)),
    host: (expression) => page.evaluate(expression),
    player: (expression) =>
      waitFor(async () => {
        const frame = page.frames().find((candidate) => candidate.url().startsWith(playerOrigin()));
        return frame ? { value: await frame.evaluate(expression) } : undefined;
      }, { what: 'the player frame' }).then(({ value }) => value),
    close,
  };
}

const ENGINES = {
  chromium: async (playerOrigin: () => string): Promise<Session> => {
    const browser = await launchChromium({ autoplay: true });
    return session(browser.page as never, playerOrigin, () => browser.close());
  },
  firefox: async (playerOrigin: () => string): Promise<Session> => {
    const browser = await launchFirefox({ autoplay: true });
    return session(browser.page as never, playerOrigin, () => browser.close());
  },
};
type Engine = keyof typeof ENGINES;

describe('a slow, silent or malformed host CMP (issue 29 §3)', () => {
  let stream: Mp3FileStream;
  let trackers: VendorServer;
  let geo: GeoServer;
  let host: HostPages;
  let station: ServedStation;
  /** One browser per engine for the whole file; each test starts from empty storage (`open`). */
  const browsers: Partial<Record<Engine, Promise<Session>>> = {};
  let browser: Session | undefined;

  beforeAll(async () => {
    stream = await startMp3FileStream({ frequency: 440 });

    // Every vendor the station names, on one loopback server: each request is a tracker or
    // targeting call made (a script, a pixel, a matching or cookie-sync call).
    trackers = await startVendorServer();
    // The listener is in the US (issue 33: elsewhere, a host without a TCF CMP means no consent).
    geo = await startGeoServer({ body: CALIFORNIA });

    host = await startHostPages();

    station = await serveStation({
      station: { sid: 9701, title: 'Slow CMP FM' },
      data: { audioHtml: stream.url },
      privacy: { enabled: false },
      tracking: {
        google: { enabled: true, gacode: 'G-CMP29', vendorId: VENDORS.google },
        quantcast: { enabled: true, pcode: 'p-cmp29', label: 'cmp', vendorId: VENDORS.quantcast },
        nielsen: { enabled: true, appid: 'PCMP29', sfcode: 'dcr', vendorId: VENDORS.nielsen },
      },
      targeting: { wopd: { enabled: true, placement_id: 'pl-29', vendorId: VENDORS.wopd } },
      services: {
        google: { scriptUrl: `${trackers.url}/gtag/js` },
        quantcast: { pixelUrl: `${trackers.url}/pixel` },
        nielsen: { sdkUrl: `${trackers.url}/nielsen.js` },
        userMatching: { url: `${trackers.url}/match`, publisherId: 'pub-29' },
        cookieSync: { url: `${trackers.url}/sync`, partnerKey: 'partner-29', vendorId: VENDORS.cookieSync },
        geo: { url: geo.url },
      },
    });
  });

  afterAll(async () => {
    for (const open of Object.values(browsers)) await (await open).close();
    await station?.close();
    await Promise.all([stream?.close(), trackers?.close(), host?.close(), geo?.close()]);
  });

  /** Loads of the player's page so far: 1, plus one per reload. */
  const playerLoads = () => station.server.requests.filter((request) => request.path === `/${station.build.id}/`).length;
  const trackerHits = () => trackers.hits.map((hit) => hit.url);

  /**
   * Opens a host page with `stub` and the player (autoplay), and resolves the first stream
   * request's query and when the page was opened. Storage and counters start empty.
   */
  async function open(engine: Engine, name: string, stub: string) {
    // The other engine's page is left on its last test's player, which goes on playing (and
    // connects again when the stream's file ends): its stream and tracker requests would be
    // counted as this test's.
    for (const [other, opened] of Object.entries(browsers)) if (other !== engine) await (await opened).goto('about:blank');
    browser = await (browsers[engine] ??= ENGINES[engine](() => station.server.url));
    // The player's origin, emptied of what an earlier test stored (a page of it: the server's 404).
    await browser.goto(`${station.server.url}/empty-storage`);
    await browser.host('localStorage.clear(); sessionStorage.clear()');
    trackers.hits.length = 0;
    station.server.requests.length = 0;
    const streamsBefore = stream.requests().length;
    const path = `/${engine}-${name}.html`;
    host.pages.set(path, `<!doctype html><html><head><title>Host</title></head><body>${stub}
<iframe id="player" src="${station.url('?autoplay=1')}" width="400" height="300" allow="autoplay"></iframe></body></html>`);
    const openedAt = Date.now();
    await browser.goto(`${host.url}${path}`);
    const request = await waitFor(() => stream.requests()[streamsBefore], { what: 'the stream request' });
    return { openedAt, url: request.url, query: new URL(request.url, stream.url).searchParams };
  }

  /** Waits until `ms` after `since`, then checks that nothing that needs consent has started yet. */
  async function nothingStartedUntil(since: number, ms: number): Promise<void> {
    await sleep(since + ms - Date.now());
    expect(trackerHits()).toEqual([]);
    expect(await browser!.player(`localStorage.getItem('uuid')`)).toBeNull();
  }

  /** The host's CMP gives its answer now; resolves when it was given. */
  async function answer(value: unknown): Promise<number> {
    const at = Date.now();
    await browser!.host(`setConsent(${JSON.stringify(value)})`);
    return at;
  }

  /** Every tracker and targeting call the station makes, once consent allows them all. */
  async function everyTrackerAfter(answeredAt: number): Promise<void> {
    const expected = ['/gtag/js', '/pixel/p-cmp29.gif', '/nielsen.js', '/match'];
    await waitFor(() => expected.every((path) => trackerHits().some((url) => url.startsWith(path))), { what: `the trackers (${trackerHits().join(', ')})` });
    expect(trackers.hits.every((hit) => hit.at >= answeredAt)).toBe(true);
    expect(await browser!.player(`localStorage.getItem('uuid')`)).toMatch(/^[0-9a-f-]{36}$/);
  }

  /** Nothing that needs consent, no stored id and no reload, SETTLE_MS after the last answer. */
  async function nothingStartsAndNoReload(): Promise<void> {
    await sleep(SETTLE_MS);
    expect(trackerHits()).toEqual([]);
    expect(await browser!.player(`localStorage.getItem('uuid')`)).toBeNull();
    expect(playerLoads()).toBe(1);
  }

  /** The stream started at the deadline with a TCF CMP found and no answer yet: gdpr=1, no consent. */
  function expectNoConsentTcf(query: URLSearchParams): void {
    expect(query.get('gdpr')).toBe('1');
    expect(query.get('gdpr_consent')).toBeNull();
    expect(query.get('csync')).toBeNull(); // no cookie sync without consent
  }

  for (const engine of ['chromium', 'firefox'] as const) {
    describe(engine, () => {
      it('TCF answering "no consent" after 1 s: the stream starts at the deadline with gdpr=1; no tracker, no stored id, no reload', async () => {
        const { openedAt, query } = await open(engine, 'tcf-1s-refused', cmpStub('tcf'));
        expectNoConsentTcf(query);
        await nothingStartedUntil(openedAt, 1000);
        await answer(tcData(NO_CONSENT));
        await nothingStartsAndNoReload();
      });

      it('TCF answering with consent after 3 s: nothing before the answer; then every tracker, the stored id, and no reload', async () => {
        const { openedAt, query } = await open(engine, 'tcf-3s-consent', cmpStub('tcf'));
        expectNoConsentTcf(query);
        await nothingStartedUntil(openedAt, 3000);
        const answeredAt = await answer(tcData(CONSENTED));
        await everyTrackerAfter(answeredAt);
        expect(playerLoads()).toBe(1);
      });

      it('TCF never answering: the stream starts with gdpr=1 and nothing that needs consent ever starts', async () => {
        const { openedAt, query } = await open(engine, 'tcf-never', cmpStub('tcf'));
        expectNoConsentTcf(query);
        await nothingStartedUntil(openedAt, 3000);
        expect(playerLoads()).toBe(1);
      });

      it('GPP with an opted-out usnat string and applicableSections as a string: opted out, no host string on the URL, no tracker', async () => {
        const { query } = await open(engine, 'gpp-sections-string', cmpStub('gpp', gppEvent(usnat(true), '7')));
        expect(query.get('us_privacy')).toBe('1YYY');
        expect(query.get('gpp')).toBeNull();
        expect(query.get('gpp_sid')).toBeNull();
        await nothingStartsAndNoReload();
      });
    });
  }

  describe('chromium, the other cases', () => {
    it('GPP "not ready", then an opt-out after 1 s: the stream starts opted out; no tracker, no reload', async () => {
      const { openedAt, query } = await open('chromium', 'gpp-not-ready-out', cmpStub('gpp', gppEvent('', [], 'not ready')));
      expect(query.get('us_privacy')).toBe('1YYY');
      expect(query.get('gpp')).toBeNull();
      await nothingStartedUntil(openedAt, 1000);
      await answer(gppEvent(usnat(true), [7]));
      await nothingStartsAndNoReload();
    });

    // A GPP CMP still loading ("not ready") or silent, whose "not opted out" comes late.
    for (const [what, stub, name, lateMs] of [
      ['"not ready", then not opted out after 1 s', cmpStub('gpp', gppEvent('', [], 'not ready')), 'gpp-not-ready-in', 1000],
      ['answering not opted out after 3 s', cmpStub('gpp'), 'gpp-3s-in', 3000],
    ] as const) {
      it(`GPP ${what}: the stream starts opted out at the deadline; nothing before the answer, every tracker after it, no reload`, async () => {
        const { openedAt, query } = await open('chromium', name, stub);
        expect(query.get('us_privacy')).toBe('1YYY');
        expect(query.get('gpp')).toBeNull();
        await nothingStartedUntil(openedAt, lateMs);
        const answeredAt = await answer(gppEvent(usnat(false), [7]));
        await everyTrackerAfter(answeredAt);
        expect(playerLoads()).toBe(1);
      });
    }

    it('GPP never answering: the stream starts opted out, and nothing that needs consent ever starts', async () => {
      const { openedAt, query } = await open('chromium', 'gpp-never', cmpStub('gpp'));
      expect(query.get('us_privacy')).toBe('1YYY');
      expect(query.get('gpp')).toBeNull();
      await nothingStartedUntil(openedAt, 3000);
      expect(playerLoads()).toBe(1);
    });

    it('TCF consent, then withdrawn: one reload; the page after it hears the same answer and does not reload again', async () => {
      await open('chromium', 'tcf-withdrawn', cmpStub('tcf', tcData(CONSENTED)));
      await everyTrackerAfter(0);
      await answer(tcData(NO_CONSENT, 'useractioncomplete'));
      await waitFor(() => playerLoads() === 2, { what: 'the reload' });
      trackers.hits.length = 0;
      await sleep(SETTLE_MS);
      expect(playerLoads()).toBe(2);
      expect(trackerHits()).toEqual([]);
    });

    const malformed: [string, CmpApi, unknown, (query: URLSearchParams, url: string) => void, boolean?][] = [
      ['a 5 MB GPP string', 'gpp', gppEvent('D'.repeat(5 * 1024 * 1024), [7]), (query, url) => (expect(query.get('us_privacy')).toBe('1YYY'), expect(url.length).toBeLessThan(1000))],
      ['an undecodable GPP string', 'gpp', gppEvent('DBABLA~not-gpp', [7]), (query) => (expect(query.get('us_privacy')).toBe('1YYY'), expect(query.get('gpp')).toBeNull())],
      ['GPP fields of the wrong types', 'gpp', gppEvent(42, { 0: 7 }), (query) => expect(query.get('us_privacy')).toBe('1YYY')],
      ['an undecodable TC string', 'tcf', tcData('not-a-tc-string'), (query) => expectNoConsentTcf(query)],
      ['a consenting TC string with gdprApplies of the wrong type', 'tcf', tcData(CONSENTED, 'tcloaded', 'yes'), (query) => expectNoConsentTcf(query)],
      ['a consenting TC string padded to 5 MB', 'tcf', tcData(CONSENTED + 'A'.repeat(5 * 1024 * 1024)), (query, url) => (expectNoConsentTcf(query), expect(url.length).toBeLessThan(1000))],
      ['a TCF CMP that fails the call', 'tcf', null, (query) => expectNoConsentTcf(query), false],
    ];
    for (const [what, api, value, expectQuery, success] of malformed) {
      it(`${what}: fails closed (the stream's parameters as documented, no tracker, no stored id, no reload)`, async () => {
        const { query, url } = await open('chromium', what.replace(/\W+/g, '-'), cmpStub(api, value, success));
        expectQuery(query, url);
        await nothingStartsAndNoReload();
      });
    }
  });
});

// Issue 36: a privacy station costs a listener what a plain one does until the geo answer says
// otherwise. A station built by the real CLI with privacy on (CA), opened with no query (as a
// listener opens it: a query starts the app at once), a local geo service answering the page's
// own lookup, and a stream server whose log shows the strings the player sent. The files each
// page fetched come from the embed's own server log; which file is which from the build's bundle.
import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { APP_ENTRY, bundleRuntime } from '../../cli/bundle/bundle-runtime';
import { lazyChunkPaths } from '../../cli/report/first-load';
import { FAIL_CLOSED_STRINGS } from '../../runtime/features/privacy/fail-closed';
import { launchChromium, type ChromiumSession } from '../support/chromium';
import { CALIFORNIA, GERMANY, startGeoServer, TEXAS, type GeoServer } from '../support/geo-server';
import { waitForPlayback } from '../support/media';
import { startMp3FileStream, type Mp3FileStream } from '../support/mp3-file-stream';
import { REPO_ROOT } from '../support/repo-root';
import { serveStation, type ServedStation } from '../support/served-station';
import { waitFor } from '../support/wait-for';

const NOTICE = { name: 'Privacy Notice' };
const PRIVACY_ENTRY = 'runtime/features/privacy/body.tsx';
/** No new request for this long: the page has fetched what it fetches by itself. */
const QUIET_MS = 2_000;

describe('privacy station, geo first (issue 36)', () => {
  let geo: GeoServer;
  let stream: Mp3FileStream;
  let station: ServedStation;
  let browser: ChromiumSession | undefined;
  /** The app's and the privacy chunk's own files (`assets/…`), from the same bundle the build made. */
  let appFile: string;
  let privacyFile: string;

  beforeAll(async () => {
    geo = await startGeoServer();
    stream = await startMp3FileStream({ frequency: 440 });
    station = await serveStation({
      station: { sid: 9536, title: 'Geo First FM' },
      data: { audioHtml: stream.url },
      privacy: { enabled: true, regions: ['CA'] },
      services: { geo: { url: geo.url } },
    });
    const bundle = await bundleRuntime({ root: REPO_ROOT });
    const own = (entry: string): string => lazyChunkPaths(bundle, entry).find((file) => file.includes(entry.split('/').pop()!.replace(/\.tsx?$/, '')))!;
    appFile = own(APP_ENTRY);
    privacyFile = own(PRIVACY_ENTRY);
  });

  beforeEach(() => {
    geo.requests.length = 0;
    station.server.requests.length = 0;
  });

  afterEach(async () => {
    await browser?.close();
    browser = undefined;
  });

  afterAll(async () => {
    await station?.close();
    await stream?.close();
    await geo?.close();
  });

  const fetched = (): string[] => station.server.requests.map((request) => request.path.replace(/^\//, ''));

  async function quiet(): Promise<void> {
    let seen = -1;
    let since = Date.now();
    await waitFor(
      () => {
        if (station.server.requests.length !== seen) [seen, since] = [station.server.requests.length, Date.now()];
        return Date.now() - since >= QUIET_MS;
      },
      { timeoutMs: 20_000, what: 'the page to stop fetching' },
    );
  }

  async function play(page: Page): Promise<URLSearchParams> {
    const before = stream.requests().length;
    await page.getByRole('button', { name: 'Play', exact: true }).click();
    const request = await waitFor(() => stream.requests()[before], { what: 'the stream request after Play' });
    await waitForPlayback(page, { selector: 'audio', seconds: 0.5 });
    return new URL(request.url, stream.url).searchParams;
  }

  for (const [who, place] of [['in Texas (a state without a configured law)', TEXAS], ['in Germany', GERMANY]] as const)
    it(`a listener ${who}: the page fetches what a plain station's does; no notice; Play plays with 1---; the privacy chunk is never fetched`, async () => {
      geo.reply('', { body: place });
      browser = await launchChromium();
      const { page } = browser;
      await page.goto(station.url());
      await page.waitForSelector('#app button');
      await quiet();
      expect(fetched()).not.toContain(appFile);
      expect(fetched()).not.toContain(privacyFile);
      expect(geo.requests).toEqual(['/geo']);

      const query = await play(page);
      expect(query.get('us_privacy')).toBe('1---');
      expect(query.get('gpp') ?? '').toBe('');
      expect(await page.getByRole('dialog', NOTICE).count()).toBe(0);
      expect(fetched()).toContain(appFile);
      expect(fetched()).not.toContain(privacyFile);
      // The app took the first paint's answer: one lookup for the page.
      expect(geo.requests).toEqual(['/geo']);
      expect(browser.pageErrors).toEqual([]);
    });

  it('a Californian: the notice shows before any interaction, from the page\'s one lookup', async () => {
    geo.reply('', { body: CALIFORNIA });
    const connectsBefore = stream.requests().length;
    browser = await launchChromium();
    const { page } = browser;
    await page.goto(station.url());
    await page.getByRole('dialog', NOTICE).waitFor();
    expect(fetched()).toEqual(expect.arrayContaining([appFile, privacyFile]));
    expect(geo.requests).toEqual(['/geo']);
    expect(stream.requests()).toHaveLength(connectsBefore);
    expect(browser.pageErrors).toEqual([]);
  });

  it('Play before the answer plays once it comes, with the strings of the answer; fail-closed meanwhile', async () => {
    geo.reply('', { body: TEXAS, delayMs: 2_500 });
    browser = await launchChromium();
    const { page } = browser;
    await page.goto(station.url());
    const before = stream.requests().length;
    await page.getByRole('button', { name: 'Play', exact: true }).click();
    // The app is there, the answer is not: the privacy mode is unresolved, nothing connected yet.
    await page.waitForSelector('#app[data-app="ready"]');
    expect(stream.requests()).toHaveLength(before);
    expect(geo.requests).toEqual(['/geo']);
    const request = await waitFor(() => stream.requests()[before], { what: 'the stream request after Play', timeoutMs: 10_000 });
    await waitForPlayback(page, { selector: 'audio', seconds: 0.5 });
    expect(new URL(request.url, stream.url).searchParams.get('us_privacy')).toBe('1---');
    expect(geo.requests).toEqual(['/geo']);
    expect(fetched()).not.toContain(privacyFile);
  });

  it('a failing lookup fails closed: the app and the privacy chunk at once, and the stream carries the fail-closed strings', async () => {
    geo.reply('', { status: 500, body: { message: 'upstream down' } });
    browser = await launchChromium();
    const { page } = browser;
    await page.goto(station.url());
    await waitFor(() => fetched().includes(privacyFile) && fetched().includes(appFile), { what: 'the app and the privacy chunk' });
    await page.waitForSelector('#app[data-app="ready"]');
    const query = await play(page);
    expect(query.get('us_privacy')).toBe(FAIL_CLOSED_STRINGS.usPrivacy);
    expect(query.get('gpp')).toBe(FAIL_CLOSED_STRINGS.gpp);
    expect(geo.requests).toEqual(['/geo']);
  });
});

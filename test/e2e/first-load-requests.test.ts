// The budget's first loads (test/budget/budgets.json) list, per station, what the player fetches by
// itself before the listener does anything; the list was read from the runtime's code. Here a real
// Chromium opens each station's real build and waits until the page has been quiet for a while
// (first paint, idle callbacks, their chunks): the files it fetched from the embed's own server
// must be exactly the files the budget counts, so an idle prefetch cannot be left out of a figure.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { measureSizes, readBudgets, type Sizes } from '../budget/measure-sizes';
import { launchChromium } from '../support/chromium';
import { launchFirefox } from '../support/firefox';
import { startGeoServer, type GeoServer } from '../support/geo-server';
import { REPO_ROOT } from '../support/repo-root';
import { serveStation, type ServedStation } from '../support/served-station';
import type { StationFile } from '../support/build-station';
import type { LoggedRequest } from '../support/static-server';
import { waitFor } from '../support/wait-for';

const budgets = readBudgets(REPO_ROOT);
/** No new request for this long after the load event: idle callbacks have run, their chunks arrived. */
const QUIET_MS = 2_500;

/** A request to the embed's server as a path under the output folder: `/42/` is `42/index.html`. */
const fileOf = (request: LoggedRequest): string => {
  const path = request.path.replace(/^\//, '');
  return path.endsWith('/') ? `${path}index.html` : path;
};

/** A host page that embeds the station as the snippet does, in an iframe. */
const HOST_PAGE = 'host.html';

/**
 * The page's icon (its `<link rel="icon">`, a shared file: cli/render/page-icon.ts): asked for by
 * the browser itself, for a top-level page only, never by the embed, so no part of a first load.
 */
const isPageIcon = (request: LoggedRequest): boolean => /^\/assets\/icon-[A-Z0-9]{8}\.svg$/.test(request.path);

/** Requests of the embed itself: not the host page and the icon a browser asks its server for (it names none). */
const byTheEmbed = (request: LoggedRequest): boolean =>
  !isPageIcon(request) && request.path !== '/favicon.ico' && request.path !== `/${HOST_PAGE}`;

/** What this test needs of a browser, for Chromium (playwright) and Firefox (puppeteer) alike. */
interface Tab {
  page: {
    on(event: 'request', listener: (request: { url(): string }) => void): unknown;
    goto(url: string): Promise<unknown>;
    waitForSelector(selector: string): Promise<unknown>;
  };
  close(): Promise<void>;
}

const launch = (browser: 'chromium' | 'firefox' = 'chromium'): Promise<Tab> =>
  browser === 'firefox' ? launchFirefox({ network: true }) : launchChromium();

describe('first load: a real page fetches exactly what the budget counts', () => {
  let sizes: Sizes;
  const served: Record<string, ServedStation> = {};
  /** The geo lookup of the rows that say what it answers (a privacy station's first paint asks it). */
  const geos: Record<string, GeoServer> = {};
  let browser: Tab | undefined;

  beforeAll(async () => {
    sizes = await measureSizes(REPO_ROOT, budgets);
    for (const [name, { station, geo }] of Object.entries(budgets.firstLoads)) {
      const file = JSON.parse(readFileSync(join(REPO_ROOT, station), 'utf8')) as StationFile;
      if (geo) {
        geos[name] = await startGeoServer({ body: { ip: '198.51.100.1', ...geo } });
        file.services = { ...(file.services as object), geo: { url: geos[name].url } };
      }
      served[name] = await serveStation(file);
      const { id, distDir } = served[name]!.build;
      writeFileSync(join(distDir, HOST_PAGE), `<!doctype html><title>host</title><iframe src="/${id}/"></iframe>`);
    }
  });

  afterEach(async () => {
    await browser?.close();
    browser = undefined;
  });

  afterAll(async () => {
    for (const station of Object.values(served)) await station.close();
    for (const geo of Object.values(geos)) await geo.close();
  });

  for (const [name, firstLoad] of Object.entries(budgets.firstLoads)) {
    test(`${name}: the files fetched before any interaction are the budget's`, async () => {
      const station = served[name]!;
      browser = await launch(firstLoad.browser);
      const elsewhere: string[] = [];
      browser.page.on('request', (request) => {
        if (!request.url().startsWith(station.server.url)) elsewhere.push(request.url());
      });
      station.server.requests.length = 0;
      if (firstLoad.framed) await browser.page.goto(`${station.server.url}/${HOST_PAGE}`);
      else {
        await browser.page.goto(station.url());
        await browser.page.waitForSelector('#app button');
      }
      let seen = -1;
      let quietSince = Date.now();
      await waitFor(
        () => {
          if (station.server.requests.length !== seen) [seen, quietSince] = [station.server.requests.length, Date.now()];
          return Date.now() - quietSince >= QUIET_MS;
        },
        { timeoutMs: 20_000, what: 'the page to stop fetching' },
      );
      const requests = station.server.requests.filter(byTheEmbed);
      // A page opened on its own names its icon (no /favicon.ico asked for); a framed one's is never fetched.
      const icons = station.server.requests.filter(isPageIcon);
      if (firstLoad.framed) expect(icons).toEqual([]);
      else expect(station.server.requests.filter((r) => r.path === '/favicon.ico')).toEqual([]);
      expect(icons.filter((r) => r.status !== 200)).toEqual([]);
      const fetched = requests.map(fileOf);
      console.log(`${name}: fetched ${fetched.join(', ')}${elsewhere.length ? `; elsewhere: ${elsewhere.join(', ')}` : ''}`);
      expect(requests.filter((r) => r.status !== 200)).toEqual([]);
      expect([...fetched].sort()).toEqual([...sizes.firstLoadFiles[name]!].sort());
      // The stream itself is not touched before Play.
      expect(elsewhere.filter((url) => /stream\./.test(url))).toEqual([]);
      // One geo lookup per page: the app, where it came, took the first paint's answer (issue 36).
      if (geos[name]) expect(geos[name].requests).toEqual(['/geo']);
    });
  }
});

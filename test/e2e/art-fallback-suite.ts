import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ART_TIMEOUT_MS } from '../../runtime/ui/art/use-art';
import type { FramePage } from '../support/frame-page';
import type { PageLog } from '../support/page-log';
import { REPO_ROOT } from '../support/repo-root';
import { serveStation, type ServedStation } from '../support/served-station';
import { waitFor } from '../support/wait-for';
import { startArtImageServer, type ArtImageServer } from './art-image-server';

/** A browser of one engine, open on one page for the whole suite. */
export interface ArtBrowser extends PageLog {
  page: FramePage;
  close(): Promise<void>;
}

type How = 'ok' | '404' | 'hang' | 'garbage';

/** What the page shows of its art, read in the page (every engine). */
interface ArtState {
  /** `#app[data-app]`: "ready" once the app has rendered, "" before (the first paint). */
  app: string;
  /** `document.readyState`: "complete" once the page's load event came. */
  ready: string;
  /** The image the tile shows: its CSS background, or a visible <img> in it that has loaded. */
  shown: string;
  /** That image has loaded (the <img> of that URL in the tile is complete with a width). */
  loaded: boolean;
  /** The blurred background's image. */
  background: string;
  /** The empty art tile's note. */
  note: boolean;
  /** Loading bars on screen. */
  bars: number;
  /** Visible <img>s that failed (complete, no width): what shows as a broken-image icon. */
  broken: string[];
  /** Recently played: each cover's image ('note' for the note), when the view is open. */
  recent: string[];
}

const READ_ART = `(() => {
  const visible = (el) => el.getClientRects().length > 0 && getComputedStyle(el).visibility !== 'hidden';
  const background = (el) => (el && /url\\("?(.*?)"?\\)/.exec(getComputedStyle(el).backgroundImage)?.[1]) || '';
  const loadedImg = (el) => [...(el?.querySelectorAll('img') ?? [])].find((img) => img.complete && img.naturalWidth > 0);
  const art = document.querySelector('.re-art');
  const shownImg = [...(art?.querySelectorAll('img') ?? [])].find((img) => visible(img) && img.complete && img.naturalWidth > 0);
  const shown = background(art) || shownImg?.src || '';
  return {
    app: document.getElementById('app')?.dataset.app ?? '',
    ready: document.readyState,
    shown,
    loaded: !!shown && [...(art?.querySelectorAll('img') ?? [])].some((img) => img.src === shown && img.complete && img.naturalWidth > 0),
    background: background(document.querySelector('.re-bg')) || document.querySelector('img.re-bg')?.src || '',
    note: !!art?.querySelector('svg'),
    bars: [...document.querySelectorAll('.re-bars')].filter(visible).length,
    broken: [...document.images].filter((img) => visible(img) && img.complete && img.naturalWidth === 0).map((img) => img.src),
    recent: [...document.querySelectorAll('.re-recent-cover')].map((el) => background(el) || loadedImg(el)?.src || (el.querySelector('svg') ? 'note' : '')),
  };
})()`;

/** Seconds: how long a test may wait for the tile's final state beyond the images' own bounds. */
const SLACK_MS = 5000;

interface Scenario {
  name: string;
  cover: How;
  art: How;
  logo: How;
  /** What the tile ends on. */
  ends: 'cover' | 'art' | 'logo' | 'tile';
  /** Images that never answer before it (each costs ART_TIMEOUT_MS). */
  hangs: number;
  /** The loading bars are gone by then (ms from the page's opening), whatever is still tried. */
  barsGoneWithin?: number;
}

const SCENARIOS: Scenario[] = [
  { name: 'cover-404-art-garbage-logo-ok', cover: '404', art: 'garbage', logo: 'ok', ends: 'logo', hangs: 0 },
  { name: 'cover-hangs-art-404-logo-ok', cover: 'hang', art: '404', logo: 'ok', ends: 'logo', hangs: 1 },
  { name: 'cover-garbage-art-hangs-logo-404', cover: 'garbage', art: 'hang', logo: '404', ends: 'tile', hangs: 1 },
  // One image host down: the bars show for ART_TIMEOUT_MS at most, not for each silent image.
  { name: 'all-three-hang', cover: 'hang', art: 'hang', logo: 'hang', ends: 'tile', hangs: 3, barsGoneWithin: ART_TIMEOUT_MS + SLACK_MS },
  // The control: a cover that loads is shown, and nothing further down is asked for.
  { name: 'cover-ok', cover: 'ok', art: 'ok', logo: 'ok', ends: 'cover', hangs: 0 },
];

/**
 * Issue 29 §5 in one engine: stations built by the real CLI whose cover (from a now-playing
 * feed), default album art and logo 404, hang, answer with bytes that are not an image, or go
 * through an image proxy that fails, all served on loopback. Each ends, within a few seconds
 * (plus ART_TIMEOUT_MS for each image that never answers), on the next image that loads or the
 * empty art tile, with no loading bars and no broken-image icon. Screenshots:
 * test-results/art-fallback/<engine>/.
 */
export function describeArtFallback(engine: string, launch: () => Promise<ArtBrowser>): void {
  describe(`a failed cover, default album art or logo (${engine})`, () => {
    let images: ArtImageServer;
    let browser: ArtBrowser | undefined;
    const stations: ServedStation[] = [];
    const dir = join(REPO_ROOT, 'test-results/art-fallback', engine.toLowerCase());
    mkdirSync(dir, { recursive: true });

    const serve = async (file: object) => {
      const station = await serveStation(file as Parameters<typeof serveStation>[0]);
      stations.push(station);
      return station;
    };
    const read = async () => (await browser!.page.evaluate(READ_ART)) as ArtState;
    /** Waits until `done` holds of the art, then gives that state; fails with the last one seen. */
    const until = async (done: (state: ArtState) => boolean, timeoutMs: number, what: string) => {
      let last: ArtState | undefined;
      try {
        await waitFor(async () => done((last = await read())), { timeoutMs, what });
      } catch (error) {
        throw new Error(`${(error as Error).message}; last seen: ${JSON.stringify(last)}`);
      }
      return last!;
    };
    const open = async (station: ServedStation) => {
      await browser!.page.setSize(640, 240);
      await browser!.page.goto(station.url());
    };
    const shot = (name: string) => browser!.page.screenshot(join(dir, `${name}.png`));

    beforeAll(async () => {
      images = await startArtImageServer();
      browser = await launch();
      console.log(`art fallback screenshots: ${dir}`);
    });

    // Each test's hanging images end with it: the next test's page gets every connection.
    afterEach(() => images.dropHanging());

    afterAll(async () => {
      await browser?.close();
      for (const station of stations) await station.close();
      await images?.close();
    });

    const station = (sid: number, { cover, art, logo, proxy }: { cover?: string; art: string; logo: string; proxy?: string }) => ({
      station: { sid, title: 'Art Fallback FM', logo },
      data: { audioHtml: `${images.url}/stream.mp3` },
      metadata: cover === undefined ? { source: 'none' } : { source: 'nowplaying', url: images.feed(String(sid), cover), intervalMs: 60_000 },
      ui: { defaultAlbumArt: art },
      ...(proxy ? { services: { imageProxy: { url: proxy, enabled: true } } } : {}),
    });

    SCENARIOS.forEach((scenario, index) => {
      const within = scenario.hangs * ART_TIMEOUT_MS + SLACK_MS;
      it(`cover ${scenario.cover}, default art ${scenario.art}, logo ${scenario.logo}: ${scenario.ends === 'tile' ? 'the empty art tile' : `the ${scenario.ends}`} within ${within / 1000} s`, async () => {
        const urls = {
          cover: images.image(scenario.cover, `cover-${index}`),
          art: images.image(scenario.art, `art-${index}`),
          logo: images.image(scenario.logo, `logo-${index}`),
        };
        if (scenario.cover === 'ok') urls.cover = images.image('ok', 'cover');
        if (scenario.art === 'ok') urls.art = images.image('ok', 'art');
        if (scenario.logo === 'ok') urls.logo = images.image('ok', 'logo');
        const before = images.requests.length;
        const served = await serve(station(9500 + index, urls));
        const started = Date.now();
        await open(served);
        await until((s) => s.app === 'ready', 15_000, 'the app');
        if (scenario.barsGoneWithin) {
          await until((s) => s.bars > 0, 10_000, 'the loading bars while the cover is silent');
          await until((s) => !s.bars && !s.broken.length, scenario.barsGoneWithin - (Date.now() - started), 'the loading bars to stop');
          console.log(`${engine} ${scenario.name}: the bars gone after ${Date.now() - started} ms`);
        }
        const expected = scenario.ends === 'tile' ? '' : urls[scenario.ends];
        const final = await until(
          (s) => s.shown === expected && (expected ? s.loaded && s.background === expected : s.note) && !s.bars && !s.broken.length,
          within + 5000,
          `the ${scenario.ends}`,
        );
        const took = Date.now() - started;
        console.log(`${engine} ${scenario.name}: ${scenario.ends} after ${took} ms (document ${final.ready})`);
        expect(took).toBeLessThan(within + 5000);
        expect(final.broken).toEqual([]);
        // No image holds the page's load event (and so, framed, the host page's): the app asks for
        // none before it (ui/art/use-art.tsx; framed: art-load-suite.ts).
        await until((s) => s.ready === 'complete', SLACK_MS, 'the page to finish loading');
        if (scenario.ends === 'cover') expect(images.requests.slice(before)).not.toContain(new URL(urls.logo).pathname);
        await shot(scenario.name);
        expect(browser!.pageErrors).toEqual([]);
      });
    });

    it('an image proxy that fails (502) for every image: the empty art tile', async () => {
      const served = await serve(
        station(9510, { cover: images.image('ok', 'cover'), art: images.image('ok', 'art'), logo: images.image('ok', 'logo'), proxy: `${images.url}/proxy-down` }),
      );
      const before = images.requests.length;
      const asked = () => images.requests.slice(before).filter((path) => !path.startsWith('/np/'));
      const proxied = () => new Set(asked().map((path) => new URL(path, images.url).searchParams.get('src')));
      await open(served);
      // The cover comes with the track feed's first answer, which may come after the default art
      // and the logo have already failed (the tile is empty meanwhile): wait for all three asks.
      await waitFor(() => proxied().size >= 3, { timeoutMs: SLACK_MS + 10_000, what: 'the proxy to be asked for the cover, the default art and the logo' });
      const final = await until((s) => s.app === 'ready' && !s.shown && s.note && !s.bars && !s.broken.length, SLACK_MS + 10_000, 'the empty tile');
      expect(final.background).toBe('');
      // All three were asked of the proxy, none of them of its own host.
      expect(proxied()).toEqual(new Set([images.image('ok', 'cover'), images.image('ok', 'art'), images.image('ok', 'logo')]));
      expect(asked().every((path) => path.startsWith('/proxy-down/image?'))).toBe(true);
      await shot('proxy-down');
    });

    it('before the app (the prerendered first paint): a default art that 404s shows no broken icon and no loading bars; the app then shows the logo', async () => {
      const art = images.image('404', 'art-first-paint');
      const served = await serve(station(9511, { art, logo: images.image('ok', 'logo') }));
      await open(served);
      const path = new URL(art).pathname;
      await waitFor(async () => images.answered.includes(path) && (await browser!.page.evaluate('document.readyState')) === 'complete', {
        what: 'the default art to have failed',
      });
      // Two frames after: anything the failure paints is on screen.
      await browser!.page.evaluate('new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)))');
      const painted = await read();
      expect(painted.app).toBe('');
      expect(painted.broken).toEqual([]);
      expect(painted.bars).toBe(0);
      await shot('first-paint-art-404');
      // The listener's pointer over the player brings the app, which moves on to the logo.
      await browser!.page.moveTo(300, 120);
      await until((s) => s.app === 'ready' && s.shown === images.image('ok', 'logo') && s.loaded && !s.bars && !s.broken.length, 15_000, 'the logo after the app');
      await shot('first-paint-then-app');
    });

    it('before the app (the prerendered first paint): a default art that never answers holds no load event; the app then shows the logo', async () => {
      const art = images.image('hang', 'art-first-paint-hang');
      const logo = images.image('ok', 'logo');
      const served = await serve(station(9513, { art, logo }));
      const started = Date.now();
      // Navigation itself waits for the load event (WebKitWebDriver runs nothing before it).
      await open(served);
      const loaded = await until((s) => s.ready === 'complete', SLACK_MS, "the page's load event");
      const tookMs = Date.now() - started;
      console.log(`${engine} first paint, default art never answering: load event after ${tookMs} ms`);
      expect(tookMs).toBeLessThan(SLACK_MS);
      // The painted tile: asked for its image after the load (the request hangs), no note yet, no
      // bars, no broken icon; the app is not there.
      await waitFor(() => images.requests.includes(new URL(art).pathname), { what: 'the default art to be asked for' });
      expect(loaded).toMatchObject({ app: '', bars: 0, broken: [] });
      await shot('first-paint-art-hangs');
      // The listener's pointer brings the app, which gives up on the silent image and shows the logo.
      await browser!.page.moveTo(5, 5);
      await browser!.page.moveTo(300, 120);
      await until((s) => s.app === 'ready' && s.shown === logo && s.loaded && !s.bars && !s.broken.length, ART_TIMEOUT_MS + SLACK_MS + 5000, 'the logo after the app');
      expect(browser!.pageErrors).toEqual([]);
    });

    it('before the app: a default art that loads is painted (once the page has loaded)', async () => {
      const art = images.image('ok', 'art');
      await open(await serve(station(9514, { art, logo: '' })));
      await until((s) => s.app === '' && s.ready === 'complete' && s.shown === art && s.background === art, SLACK_MS, 'the painted art');
    });

    it('Recently played: covers that 404, hang or are not images show the note', async () => {
      const served = await serve(station(9512, { cover: images.image('ok', 'cover'), art: '', logo: '' }));
      const played = [
        { artist: 'A', title: 'Gone', cover: images.image('404', 'recent-gone'), at: Date.UTC(2026, 0, 1, 9, 4) },
        { artist: 'B', title: 'Hanging', cover: images.image('hang', 'recent-hang'), at: Date.UTC(2026, 0, 1, 9, 3) },
        { artist: 'C', title: 'Garbage', cover: images.image('garbage', 'recent-garbage'), at: Date.UTC(2026, 0, 1, 9, 2) },
        { artist: 'D', title: 'Fine', cover: images.image('ok', 'cover'), at: Date.UTC(2026, 0, 1, 9, 1) },
      ];
      await open(served);
      await browser!.page.evaluate(`sessionStorage.setItem('radio-embed:recent:9512', ${JSON.stringify(JSON.stringify(played))})`);
      await open(served);
      await until((s) => s.app === 'ready', 15_000, 'the app');
      const button = (await browser!.page.evaluate(
        `(() => { const r = document.querySelector('[aria-label="Recently played"]').getBoundingClientRect(); return [r.x + r.width / 2, r.y + r.height / 2]; })()`,
      )) as [number, number];
      await browser!.page.clickAt(...button);
      const final = await until(
        (s) => s.recent.join() === ['note', 'note', 'note', images.image('ok', 'cover')].join() && !s.broken.length,
        ART_TIMEOUT_MS + SLACK_MS + 5000,
        'the notes',
      );
      expect(final.broken).toEqual([]);
      await shot('recently-played');
    });
  });
}

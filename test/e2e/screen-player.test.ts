// The player screen end to end (issue 4): a station built by the real CLI, its track read from a
// real Icecast server whose title changes through the admin API, covers looked up on a local
// stand-in for the enrichment service; keyboard, focus, axe-core, layout screenshots and sharing
// in headless Chromium.
import { mkdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildStations, type BuiltStation } from '../support/build-station';
import { launchChromium, type ChromiumSession } from '../support/chromium';
import { startIcecastSource, type IcecastSource } from '../support/ffmpeg-source';
import { startIcecast, type Icecast } from '../support/icecast';
import { waitForPlayback } from '../support/media';
import { REPO_ROOT } from '../support/repo-root';
import { startStaticServer, type StaticServer } from '../support/static-server';
import { waitFor } from '../support/wait-for';
import { startEnrichmentServer, type EnrichmentServer } from './screen-enrichment-server';


const SID = 9401;
const LIGHT_SID = 9402;
const SCREENSHOTS = join(REPO_ROOT, '.tmp/screenshots');
const SIZES = [
  [320, 120],
  [640, 240],
  [900, 420],
] as const;

describe('the player screen', () => {
  let icecast: Icecast;
  let mp3: IcecastSource;
  let enrichment: EnrichmentServer;
  const builds: BuiltStation[] = [];
  let server: StaticServer;
  let lightServer: StaticServer;
  let browser: ChromiumSession | undefined;

  beforeAll(async () => {
    icecast = await startIcecast();
    mp3 = await startIcecastSource(icecast, { format: 'mp3' });
    enrichment = await startEnrichmentServer();
    enrichment.addTrack('daft%20punk/one%20more%20time', { name: 'one-more-time', color: '#c2410c' });
    enrichment.addTrack('air/playground%20love', { name: 'playground-love', color: '#1d4ed8' });
    // Slow, yet well within the art's bound for an image (ART_TIMEOUT_MS, 6 s).
    enrichment.addTrack('slow%20artist/slow%20song', { name: 'slow', color: '#15803d', delayMs: 3000 });
    const station = (sid: number, ui: object = {}) => ({
      station: { sid, title: 'Screen Test FM', logoLink: 'https://screen-test.example' },
      data: { audioHtml: mp3.url, enrichment: `${enrichment.url}/enrich` },
      metadata: { source: 'icecast', url: `${icecast.baseUrl}/status-json.xsl`, intervalMs: 1000 },
      ui: { flower: ['Volume', 'Facebook', 'Email', 'Twitter'], ...ui },
      social: { facebook: { appId: '1234567890' } },
    });
    const config = { publicUrl: 'https://embed.screen-test.example' };
    builds.push(...(await buildStations([station(SID), station(LIGHT_SID, { scheme: 'Light' })], { config })));
    // One server per station, each its own origin.
    server = await startStaticServer(builds[0]!.distDir);
    lightServer = await startStaticServer(builds[1]!.distDir);
  });

  afterEach(async () => {
    await browser?.close();
    browser = undefined;
  });

  afterAll(async () => {
    await server?.close();
    await lightServer?.close();
    for (const build of builds) await build.remove();
    await enrichment?.close();
    await mp3?.stop();
    await icecast?.stop();
  });

  const pageUrl = `/${SID}/`;
  const trackLine = (page: Page) => page.locator('.re-track');

  async function open({ width = 640, height = 240, reducedMotion = 'no-preference' as 'reduce' | 'no-preference', url = pageUrl, at = server } = {}) {
    browser = await launchChromium();
    const { page } = browser;
    await page.setViewportSize({ width, height });
    await page.emulateMedia({ reducedMotion });
    await page.goto(`${at.url}${url}`);
    await page.getByRole('button', { name: 'Play', exact: true }).waitFor();
    return page;
  }

  /**
   * The cover shown in the art and the background (their CSS backgrounds), once it has loaded
   * (the art's hidden <img> of it is complete; no loading bars).
   */
  async function coverShown(page: Page, name: string) {
    const src = enrichment.coverUrl(name);
    await waitFor(
      () =>
        page.evaluate((src) => {
          const art = document.querySelector<HTMLImageElement>('.re-art img');
          const shows = (selector: string) => getComputedStyle(document.querySelector(selector)!).backgroundImage === `url("${src}")`;
          return art?.src === src && art.complete && art.naturalWidth > 0 && shows('.re-art') && shows('.re-bg') && !document.querySelector('.re-bars');
        }, src),
      { timeoutMs: 15_000, what: `cover ${name} to show` },
    );
  }

  it('shows the track Icecast reports, looks up its cover once per track, and follows title changes', async () => {
    await icecast.updateMetadata(mp3.mount, 'Daft Punk - One More Time');
    const page = await open();
    await waitFor(async () => (await trackLine(page).textContent()) === 'One More Time - Daft Punk', {
      timeoutMs: 15_000,
      what: 'the track line to show the Icecast title',
    });
    expect(await trackLine(page).getAttribute('aria-live')).toBe('polite');
    await coverShown(page, 'one-more-time');
    const [first] = enrichment.lookups();
    expect(first).toMatch(new RegExp(`^/enrich/daft%20punk/one%20more%20time/${SID}/json\\?max_width=640&min_width=200$`));

    // The admin API changes the title: the track line, a new lookup and the new cover follow.
    await icecast.updateMetadata(mp3.mount, 'Air - Playground Love');
    await waitFor(async () => (await trackLine(page).textContent()) === 'Playground Love - Air', {
      timeoutMs: 15_000,
      what: 'the track line to follow the new title',
    });
    await coverShown(page, 'playground-love');
    // Several more polls (1 s apart) of the same track ask the service nothing more.
    await page.waitForTimeout(3000);
    const lookups = enrichment.lookups();
    expect(lookups.filter((path) => path.includes('/daft%20punk/'))).toHaveLength(1);
    expect(lookups.filter((path) => path.includes('/air/'))).toHaveLength(1);
    expect(browser!.pageErrors).toEqual([]);
  });

  it('shows loading bars while a cover loads, animated unless the listener prefers reduced motion', async () => {
    await icecast.updateMetadata(mp3.mount, 'Slow Artist - Slow Song');
    for (const reducedMotion of ['no-preference', 'reduce'] as const) {
      const page = await open({ reducedMotion });
      const bars = page.locator('.re-bars');
      await waitFor(async () => (await page.locator('.re-art img').getAttribute('src'))?.endsWith('/covers/slow.svg'), {
        timeoutMs: 15_000,
        what: 'the slow cover to be requested',
      });
      await bars.waitFor();
      const animation = await bars.evaluate((el) => getComputedStyle(el).animationName);
      expect(animation).toBe(reducedMotion === 'reduce' ? 'none' : 're-pulse');
      await coverShown(page, 'slow');
      await browser?.close();
      browser = undefined;
    }
  });

  it("renders the spec's slider defaults (§9: min 0, max 100, step 1, teal) and the background's blur deviation 50 (§2)", async () => {
    await icecast.updateMetadata(mp3.mount, 'Daft Punk - One More Time');
    const page = await open();
    await coverShown(page, 'one-more-time');
    const slider = await page.getByRole('slider', { name: 'Volume' }).evaluate((el: HTMLInputElement) => ({
      min: el.min,
      max: el.max,
      step: el.step,
      accent: getComputedStyle(el).accentColor,
    }));
    // Teal: the Dark scheme's accent (Tailwind's teal-400), what a station without ui.accent gets.
    expect(slider).toEqual({ min: '0', max: '100', step: '1', accent: 'rgb(45, 212, 191)' });
    const background = await page.locator('.re-bg').evaluate((el) => getComputedStyle(el).filter);
    expect(background).toBe('blur(50px)');
  });

  it('is keyboard-operable with a visible focus ring, and the share overlay handles focus', async () => {
    await icecast.updateMetadata(mp3.mount, 'Daft Punk - One More Time');
    const page = await open();
    const focused = () => page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.tagName);
    const order: (string | undefined)[] = [];
    for (let i = 0; i < 6; i++) {
      await page.keyboard.press('Tab');
      order.push(await focused());
    }
    // Recently played (docs/screen.md) and the sleep timer (docs/listening.md) sit between the
    // volume and Share.
    expect(order).toEqual(['Play', 'Mute', 'Volume', 'Recently played', 'Listening options', 'Share']);
    const ring = await page.evaluate(() => {
      const style = getComputedStyle(document.activeElement!);
      return `${style.outlineStyle} ${style.outlineWidth}`;
    });
    expect(ring).toBe('solid 3px');

    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Share' });
    await dialog.waitFor();
    expect(await focused()).toBe('Back');
    const inDialog: (string | undefined)[] = [];
    for (let i = 0; i < 7; i++) {
      await page.keyboard.press('Tab');
      inDialog.push(await focused());
    }
    expect(inDialog).toEqual(['Station website', 'Facebook', 'Email', 'X (Twitter)', 'Copy link', 'Copy embed code', 'Back']);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await focused()).toBe('Share');

    await page.keyboard.press('Enter');
    await dialog.waitFor();
    await page.keyboard.press('Enter'); // on Back
    await dialog.waitFor({ state: 'detached' });
    expect(await focused()).toBe('Share');

    // Play and Stop from the keyboard.
    await page.getByRole('button', { name: 'Play', exact: true }).focus();
    await page.keyboard.press('Enter');
    await waitForPlayback(page, { selector: 'audio', seconds: 1 });
    await page.getByRole('button', { name: 'Stop', exact: true }).focus();
    await page.keyboard.press('Space');
    await page.getByRole('button', { name: 'Play', exact: true }).waitFor();
    expect(browser!.pageErrors).toEqual([]);
  });

  it.each([
    ['Dark', () => server, `/${SID}/`],
    ['Light', () => lightServer, `/${LIGHT_SID}/`],
  ] as const)('has no serious or critical axe-core violations (%s), with and without the share overlay', async (_, at, url) => {
    await icecast.updateMetadata(mp3.mount, 'Daft Punk - One More Time');
    const page = await open({ at: at(), url });
    await coverShown(page, 'one-more-time');
    // The page's CSP allows only its own scripts: evaluate axe through the DevTools protocol,
    // which CSP does not govern (page.addScriptTag would be refused).
    const axeSource = await readFile(join(REPO_ROOT, 'node_modules/axe-core/axe.min.js'), 'utf8');
    await page.evaluate(axeSource);
    const violations = () =>
      page.evaluate(async () => {
        const axe = (window as unknown as { axe: { run(): Promise<{ violations: { id: string; impact: string; nodes: { target: string[] }[] }[] }> } }).axe;
        const result = await axe.run();
        return result.violations
          .filter((v) => v.impact === 'serious' || v.impact === 'critical')
          .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
      });
    expect(await violations()).toEqual([]);
    await page.getByRole('button', { name: 'Share' }).click();
    await page.getByRole('dialog', { name: 'Share' }).waitFor();
    expect(await violations()).toEqual([]);
  });

  it('shares on Twitter in a popup with the composed text', async () => {
    await icecast.updateMetadata(mp3.mount, 'Daft Punk - One More Time');
    const page = await open();
    await waitFor(async () => (await trackLine(page).textContent()) === 'One More Time - Daft Punk', { timeoutMs: 15_000, what: 'the track' });
    // No internet here: Twitter is answered locally, so the popup's navigation can be read.
    await browser!.context.route('https://twitter.com/**', (route) => route.fulfill({ contentType: 'text/html', body: '<title>intent</title>' }));
    await page.getByRole('button', { name: 'Share' }).click();
    const popupOpened = page.waitForEvent('popup');
    await page.getByRole('button', { name: 'X (Twitter)' }).click();
    const popup = await popupOpened;
    await popup.waitForURL(/^https:\/\/twitter\.com\//);
    const url = new URL(popup.url());
    expect(url.origin + url.pathname).toBe('https://twitter.com/intent/tweet');
    expect(url.searchParams.get('text')).toBe(
      `Currently listening to One More Time by Daft Punk on Screen Test FM at https://embed.screen-test.example/${SID}/.`,
    );
    expect(await popup.evaluate(() => window.opener)).toBeNull();
  });

  it('copies the player link and the embed code the build wrote, by real clicks in the overlay', async () => {
    const page = await open();
    await browser!.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.url });
    const clickCentre = async (name: string) => {
      const box = (await page.getByRole('button', { name, exact: true }).boundingBox())!;
      await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    };
    const clipboard = () => page.evaluate(() => navigator.clipboard.readText());
    const said = page.getByRole('dialog', { name: 'Share' }).getByRole('status');
    await clickCentre('Share');
    await clickCentre('Copy link');
    await waitFor(async () => (await said.textContent()) === 'Link copied', { what: '"Link copied"' });
    expect(await clipboard()).toBe(`https://embed.screen-test.example/${SID}/`);
    await clickCentre('Copy embed code');
    await waitFor(async () => (await said.textContent()) === 'Embed code copied', { what: '"Embed code copied"' });
    // snippet.html is a page around the iframe the station pastes: the iframe alone is copied.
    const snippet = await readFile(join(builds[0]!.distDir, `${SID}/snippet.html`), 'utf8');
    expect(await clipboard()).toBe(/<body>\n(<iframe [^\n]*<\/iframe>)\n<\/body>/.exec(snippet)![1]);
    expect(browser!.pageErrors).toEqual([]);
  });

  it('lays out from a 320×120 strip to a 900×420 card (screenshots in .tmp/screenshots)', async () => {
    await mkdir(SCREENSHOTS, { recursive: true });
    await icecast.updateMetadata(mp3.mount, 'Daft Punk - One More Time (Extended Club Mix, Remastered 2025)');
    enrichment.addTrack('daft%20punk/one%20more%20time%20(extended%20club%20mix%2C%20remastered%202025)', {
      name: 'one-more-time',
      color: '#c2410c',
    });
    for (const [width, height] of SIZES) {
      for (const [scheme, at, url] of [['dark', server, pageUrl], ['light', lightServer, `/${LIGHT_SID}/`]] as const) {
        const page = await open({ width, height, at, url });
        await coverShown(page, 'one-more-time');
        // Everything inside the frame: nothing cut off at the edges, no scrollbars.
        const overflow = await page.evaluate(() => {
          const out: string[] = [];
          for (const el of document.querySelectorAll<HTMLElement>('.re-art, .re-title, .re-track, .re-controls > *, .re-extras > *')) {
            const r = el.getBoundingClientRect();
            if (r.left < 0 || r.top < 0 || r.right > innerWidth + 0.5 || r.bottom > innerHeight + 0.5) out.push(el.className || el.tagName);
          }
          return out;
        });
        expect(overflow, `${width}×${height} ${scheme}`).toEqual([]);
        await page.screenshot({ path: join(SCREENSHOTS, `${width}x${height}-${scheme}.png`) });
        if (scheme === 'dark') {
          await page.getByRole('button', { name: 'Share' }).click();
          await page.getByRole('dialog', { name: 'Share' }).waitFor();
          await page.screenshot({ path: join(SCREENSHOTS, `${width}x${height}-share.png`) });
        }
        await browser?.close();
        browser = undefined;
      }
    }
  });
});

// Issue 21 §4 in a real browser: `?theme=`, `ui.accent` and the theming API's custom properties
// change the colours the listener sees (computed styles in headless Chromium), with each page
// served under its dist/_headers Content-Security-Policy and not one violation.
import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildStations, type BuiltStation } from '../support/build-station';
import { launchChromium, type ChromiumSession } from '../support/chromium';
import { startHeadersServer, type HeadersServer } from '../cli/support/headers-server';


const PLAIN = 9501;
const THEMED = 9502;
const DARK_BG = 'rgb(16, 20, 24)';
const LIGHT_BG = 'rgb(244, 246, 248)';

describe('theming', () => {
  const builds: BuiltStation[] = [];
  const servers: HeadersServer[] = [];
  let browser: ChromiumSession | undefined;

  beforeAll(async () => {
    const station = (sid: number, ui: object) => ({
      station: { sid, title: 'Theme FM' },
      data: { audioHtml: 'https://stream.theme-fm.example/live.mp3' },
      ui,
    });
    // The second: the accent from the config; the background through the theming API, from the station's CSS.
    builds.push(...(await buildStations([station(PLAIN, {}), station(THEMED, { accent: '#e11d48', extraCssV7Minimal: ':root { --re-background: #1c1917 }' })])));
    for (const build of builds) servers.push(await startHeadersServer(build.distDir));
  });

  afterEach(async () => {
    await browser?.close();
    browser = undefined;
  });

  afterAll(async () => {
    for (const server of servers) await server.close();
    for (const build of builds) await build.remove();
  });

  async function open(server: HeadersServer, path: string, colorScheme: 'light' | 'dark' = 'dark'): Promise<Page> {
    browser = await launchChromium();
    const { page } = browser;
    await page.setViewportSize({ width: 480, height: 180 });
    await page.emulateMedia({ colorScheme });
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { violations: string[] }).violations = seen;
      document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.effectiveDirective} ${event.blockedURI}`));
    });
    const response = await page.goto(`${server.url}${path}`);
    expect(response!.headers()['content-security-policy']).toMatch(/style-src 'self' 'sha256-/);
    await page.getByRole('button', { name: 'Play', exact: true }).waitFor();
    return page;
  }

  /** What the listener sees: the player's background and the Play button's fill (and no CSP violation). */
  const colours = async (page: Page) => {
    const seen = await page.evaluate(() => ({
      background: getComputedStyle(document.querySelector('main')!).backgroundColor,
      play: getComputedStyle(document.querySelector('.re-btn--play')!).backgroundColor,
      violations: (window as unknown as { violations: string[] }).violations,
    }));
    expect(seen.violations).toEqual([]);
    return { background: seen.background, play: seen.play };
  };

  it('is Dark by default; ?theme=light makes it Light', async () => {
    expect(await colours(await open(servers[0]!, `/${PLAIN}/`))).toEqual({ background: DARK_BG, play: 'rgb(45, 212, 191)' });
    await browser!.close();
    expect(await colours(await open(servers[0]!, `/${PLAIN}/?theme=light`))).toEqual({ background: LIGHT_BG, play: 'rgb(15, 118, 110)' });
  });

  it('?theme=auto follows the system scheme, also when it changes', async () => {
    const page = await open(servers[0]!, `/${PLAIN}/?theme=auto`, 'light');
    expect((await colours(page)).background).toBe(LIGHT_BG);
    await page.emulateMedia({ colorScheme: 'dark' });
    expect((await colours(page)).background).toBe(DARK_BG);
  });

  it('ui.accent fills Play and the station CSS sets --re-background, in either theme', async () => {
    expect(await colours(await open(servers[1]!, `/${THEMED}/`))).toEqual({ background: 'rgb(28, 25, 23)', play: 'rgb(225, 29, 72)' });
    await browser!.close();
    expect((await colours(await open(servers[1]!, `/${THEMED}/?theme=light`))).play).toBe('rgb(225, 29, 72)');
  });
});

// In-stream ad breaks and the banner end to end (issue 8): the station's Icecast metadata
// announces an ad break with a companion URL (docs/ads.md); the player shows the companion and
// clears the track line, and brings the track line back with the next track. The banner shows
// where the player is wide enough.
import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium, type ChromiumSession } from '../support/chromium';
import { waitForPlayback } from '../support/media';
import { serveStation, type ServedStation } from '../support/served-station';
import { waitFor } from '../support/wait-for';
import { startAdsWorld, type AdsWorld } from './ads-world';


describe('in-stream ad breaks and the banner', () => {
  let world: AdsWorld;
  let station: ServedStation;
  let browser: ChromiumSession | undefined;

  beforeAll(async () => {
    world = await startAdsWorld();
    station = await serveStation({
      station: { sid: 9811, title: 'Breaks FM' },
      data: { audioHtml: world.mp3.url },
      metadata: { source: 'icecast', url: `${world.icecast.baseUrl}/status-json.xsl`, intervalMs: 1000 },
      // No gateway: no pre-roll, only the stream's breaks and the banner.
      ads: { banner: { url: `${world.ads.url}/banner.html`, frequency: 0 } },
    });
  });

  afterEach(async () => {
    await browser?.close();
    browser = undefined;
  });

  afterAll(async () => {
    await station?.close();
    await world?.close();
  });

  const trackLine = (page: Page) => page.locator('.re-track');
  const trackText = async (page: Page) => ((await trackLine(page).count()) ? ((await trackLine(page).textContent()) ?? '') : '');

  it('shows the companion and clears the track line during a break, and restores the track line after it', async () => {
    await world.icecast.updateMetadata(world.mp3.mount, 'Daft Punk - One More Time');
    browser = await launchChromium();
    const { page } = browser;
    await page.goto(station.url('?debug=1'));
    await page.getByRole('button', { name: 'Play', exact: true }).click();
    await waitForPlayback(page, { selector: 'audio.re-media', seconds: 1, timeoutMs: 20_000 });
    await waitFor(async () => (await trackText(page)).includes('One More Time'), { timeoutMs: 15_000, what: 'the track line' });

    await world.icecast.updateMetadata(world.mp3.mount, `ADBREAK companion=${world.ads.url}/companion.png`);
    const companion = page.locator('.re-companion img');
    await companion.waitFor({ timeout: 15_000 });
    expect(await companion.getAttribute('src')).toBe(`${world.ads.url}/companion.png`);
    await waitFor(async () => (await companion.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)) === 300, {
      what: 'the companion image to load',
    });
    expect(await trackText(page)).toBe('');
    await waitFor(() => browser!.consoleMessages.some((message) => message.text.includes('COMPANION_AD_SUCCESS')), { what: 'the companion success event' });
    // Further polls of the same announcement neither bring the marker into the track line nor reload the companion.
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    expect(await trackText(page)).toBe('');
    expect(world.ads.assets.filter((asset) => asset === '/companion.png')).toHaveLength(1);

    await world.icecast.updateMetadata(world.mp3.mount, 'Air - Playground Love');
    await waitFor(async () => (await trackText(page)).includes('Playground Love'), { timeoutMs: 15_000, what: 'the track line to come back' });
    await companion.waitFor({ state: 'detached' });
    expect(browser.pageErrors).toEqual([]);
  });

  it('shows the banner, with the privacy strings, where the player is wide enough', async () => {
    browser = await launchChromium();
    const { page } = browser;
    await page.setViewportSize({ width: 900, height: 420 });
    world.ads.banners.length = 0;
    await page.goto(station.url());
    const banner = page.locator('.re-ad-banner iframe');
    await banner.waitFor();
    expect(await banner.evaluate((frame: HTMLIFrameElement) => [frame.offsetWidth, frame.offsetHeight])).toEqual([728, 90]);
    await waitFor(() => world.ads.banners.length === 1, { what: 'the banner request' });
    expect(world.ads.banners[0]!.get('us_privacy')).toBe('1---');
    expect(await page.frameLocator('.re-ad-banner iframe').locator('body').textContent()).toBe('Banner');

    await page.setViewportSize({ width: 600, height: 420 });
    await banner.waitFor({ state: 'detached' });
  });
});

// In-stream ad breaks and the banner end to end (issue 8): the station's Icecast metadata
// announces an ad break with a companion URL (docs/ads.md); the player shows the companion and
// clears the track line, and brings the track line back with the next track. The banner shows
// where the player is wide enough.
import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildStation, type BuiltStation } from '../support/build-station';
import { launchChromium, type ChromiumSession } from '../support/chromium';
import { startIcecastSource, type IcecastSource } from '../support/ffmpeg-source';
import { startIcecast, type Icecast } from '../support/icecast';
import { waitForPlayback } from '../support/media';
import { startStaticServer, type StaticServer } from '../support/static-server';
import { waitFor } from '../support/wait-for';
import { startAdServer, type AdServer } from './ads-ad-server';

describe('in-stream ad breaks and the banner', () => {
  let icecast: Icecast;
  let mp3: IcecastSource;
  let ads: AdServer;
  let station: BuiltStation;
  let server: StaticServer;
  let browser: ChromiumSession | undefined;

  beforeAll(async () => {
    icecast = await startIcecast();
    mp3 = await startIcecastSource(icecast, { format: 'mp3' });
    ads = await startAdServer();
    station = await buildStation({
      station: { sid: 9811, title: 'Breaks FM' },
      data: { audioHtml: mp3.url },
      metadata: { source: 'icecast', url: `${icecast.baseUrl}/status-json.xsl`, intervalMs: 1000 },
      // No gateway: no pre-roll, only the stream's breaks and the banner.
      ads: { banner: { url: `${ads.url}/banner.html`, frequency: 0 } },
    });
    server = await startStaticServer(station.distDir);
  });

  afterEach(async () => {
    await browser?.close();
    browser = undefined;
  });

  afterAll(async () => {
    await server?.close();
    await station?.remove();
    await ads?.close();
    await mp3?.stop();
    await icecast?.stop();
  });

  const trackLine = (page: Page) => page.locator('.re-track');
  const trackText = async (page: Page) => ((await trackLine(page).count()) ? ((await trackLine(page).textContent()) ?? '') : '');

  it('shows the companion and clears the track line during a break, and restores the track line after it', async () => {
    await icecast.updateMetadata(mp3.mount, 'Daft Punk - One More Time');
    browser = await launchChromium();
    const { page } = browser;
    await page.goto(`${server.url}/${station.id}/?debug=1`);
    await page.getByRole('button', { name: 'Play', exact: true }).click();
    await waitForPlayback(page, { selector: 'audio.re-media', seconds: 1, timeoutMs: 20_000 });
    await waitFor(async () => (await trackText(page)).includes('One More Time'), { timeoutMs: 15_000, what: 'the track line' });

    await icecast.updateMetadata(mp3.mount, `ADBREAK companion=${ads.url}/companion.png`);
    const companion = page.locator('.re-companion img');
    await companion.waitFor({ timeout: 15_000 });
    expect(await companion.getAttribute('src')).toBe(`${ads.url}/companion.png`);
    await waitFor(async () => (await companion.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)) === 300, {
      what: 'the companion image to load',
    });
    expect(await trackText(page)).toBe('');
    await waitFor(() => browser!.consoleMessages.some((message) => message.text.includes('COMPANION_AD_SUCCESS')), { what: 'the companion success event' });
    // Further polls of the same announcement neither bring the marker into the track line nor reload the companion.
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    expect(await trackText(page)).toBe('');
    expect(ads.assets.filter((asset) => asset === '/companion.png')).toHaveLength(1);

    await icecast.updateMetadata(mp3.mount, 'Air - Playground Love');
    await waitFor(async () => (await trackText(page)).includes('Playground Love'), { timeoutMs: 15_000, what: 'the track line to come back' });
    await companion.waitFor({ state: 'detached' });
    expect(browser.pageErrors).toEqual([]);
  });

  it('shows the banner, with the privacy strings, where the player is wide enough', async () => {
    browser = await launchChromium();
    const { page } = browser;
    await page.setViewportSize({ width: 900, height: 420 });
    ads.banners.length = 0;
    await page.goto(`${server.url}/${station.id}/`);
    const banner = page.locator('.re-ad-banner iframe');
    await banner.waitFor();
    expect(await banner.evaluate((frame: HTMLIFrameElement) => [frame.offsetWidth, frame.offsetHeight])).toEqual([728, 90]);
    await waitFor(() => ads.banners.length === 1, { what: 'the banner request' });
    expect(ads.banners[0]!.get('us_privacy')).toBe('1---');
    expect(await page.frameLocator('.re-ad-banner iframe').locator('body').textContent()).toBe('Banner');

    await page.setViewportSize({ width: 600, height: 420 });
    await banner.waitFor({ state: 'detached' });
  });
});

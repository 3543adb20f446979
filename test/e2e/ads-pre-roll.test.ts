// The pre-roll end to end (issue 8): a station built by the real CLI with an ad gateway, opened in
// Chromium; a local gateway serves VAST with an ffmpeg-made creative and companion and records the
// tracking pixels; the stream comes from a real Icecast server. Whatever the gateway does, Play
// ends with the stream playing.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildStation, type BuiltStation } from '../support/build-station';
import { launchChromium, type ChromiumSession } from '../support/chromium';
import { freePort } from '../support/free-port';
import { waitForPlayback } from '../support/media';
import { startStaticServer, type StaticServer } from '../support/static-server';
import { waitFor } from '../support/wait-for';
import { startAdsWorld, type AdsWorld } from './ads-world';

const STREAM = 'audio.re-media';
const QUARTILE_TRACKING = ['impression', 'start', 'firstQuartile', 'midpoint', 'thirdQuartile', 'complete'];

describe('pre-roll through the ad gateway', () => {
  let world: AdsWorld;
  let station: BuiltStation;
  let downStation: BuiltStation;
  let server: StaticServer;
  let browser: ChromiumSession | undefined;

  beforeAll(async () => {
    world = await startAdsWorld();
    station = await buildStation({
      station: { sid: 9801, title: 'Ads FM' },
      data: { audioHtml: world.mp3.url },
      ads: { gateway: { url: world.ads.gatewayUrl } },
    });
    // A gateway nobody listens on: the request is refused at once.
    downStation = await buildStation({
      station: { sid: 9802, title: 'Ads Down FM' },
      data: { audioHtml: world.mp3.url },
      ads: { gateway: { url: `http://127.0.0.1:${await freePort()}` } },
    });
    // Both stations' dist/ folders hold the same shared assets: serve one, copy the other's page in.
    server = await startStaticServer(station.distDir);
    const { cp } = await import('node:fs/promises');
    await cp(`${downStation.distDir}/9802`, `${station.distDir}/9802`, { recursive: true });
  });

  afterEach(async () => {
    await browser?.close();
    browser = undefined;
    world.ads.mode = 'ad';
    world.ads.pixels.length = 0;
    world.ads.adRequests.length = 0;
  });

  afterAll(async () => {
    await server?.close();
    await station?.remove();
    await downStation?.remove();
    await world?.close();
  });

  /** Opens the station and clicks Play; `streamAfterMs()` is how long after the click the stream was asked for. */
  async function pressPlay(id = 9801) {
    browser = await launchChromium();
    const { page } = browser;
    let clickedAt = 0;
    let streamAt = 0;
    // What the page asked for after Play, in order: the ad's pixels and the stream.
    const asked: string[] = [];
    page.on('request', (request) => {
      const url = request.url();
      if (url.startsWith(world.mp3.url)) {
        streamAt ||= Date.now();
        asked.push('stream');
      } else if (url.startsWith(`${world.ads.url}/track/`)) {
        asked.push(url.slice(`${world.ads.url}/track/`.length));
      }
    });
    await page.goto(`${server.url}/${id}/`);
    const play = page.getByRole('button', { name: 'Play', exact: true });
    await play.waitFor();
    clickedAt = Date.now();
    await play.click();
    const streamAfterMs = () => (streamAt ? streamAt - clickedAt : Infinity);
    return Object.assign(page, { streamAfterMs, asked });
  }

  /** The stream is asked for within `ms` of the click (the time audio then takes is Icecast's). */
  const streamPromptly = (page: Awaited<ReturnType<typeof pressPlay>>, ms = 2_000) =>
    waitFor(() => page.streamAfterMs() <= ms, { timeoutMs: ms + 1_000, what: `the stream request within ${ms} ms of Play` });

  const streamPlays = (page: Awaited<ReturnType<typeof pressPlay>>) => waitForPlayback(page, { selector: STREAM, seconds: 1, timeoutMs: 20_000 });

  it('plays the ad with its companion, fires impression and quartile tracking in order, then the stream', async () => {
    const page = await pressPlay();
    const adSlot = page.locator('.re-ad', { hasText: 'Advertisement' });
    await adSlot.waitFor();
    // The companion shows while the ad plays; the stream waits for the ad.
    await page.locator('.re-companion img').waitFor();
    await waitFor(() => world.ads.pixels.includes('companionView'), { what: 'the companion creativeView pixel' });
    expect(await world.icecast.listeners(world.mp3.mount)).toBe(0);

    await waitFor(() => world.ads.pixels.includes('complete'), { timeoutMs: 15_000, what: 'the complete pixel' });
    expect(world.ads.pixels.filter((pixel) => QUARTILE_TRACKING.includes(pixel))).toEqual(QUARTILE_TRACKING);
    await streamPlays(page);
    // The stream was asked for only once the ad had completed.
    expect(page.asked.indexOf('stream')).toBeGreaterThan(page.asked.indexOf('complete'));
    expect(await world.icecast.listeners(world.mp3.mount)).toBeGreaterThan(0);
    await adSlot.waitFor({ state: 'detached' });
    expect(await page.locator('.re-companion').count()).toBe(0);
    expect(browser!.pageErrors).toEqual([]);

    // The request named the station, the device and the privacy strings (privacy off: '1---').
    const [request] = world.ads.adRequests;
    expect(request!.query.get('sid')).toBe('9801');
    expect(request!.query.get('uuid')).toMatch(/^[0-9a-f-]{36}$/);
    expect(request!.query.get('us_privacy')).toBe('1---');
    expect(request!.query.has('npa')).toBe(false);
    expect(request!.query.get('uuid')).toBe(await page.evaluate(() => localStorage.getItem('uuid')));

    // Stop, then Play again: no second pre-roll this page.
    await page.getByRole('button', { name: 'Stop', exact: true }).click();
    await waitFor(async () => (await world.icecast.listeners(world.mp3.mount)) === 0, { what: 'the stream to close' });
    await page.getByRole('button', { name: 'Play', exact: true }).click();
    await streamPlays(page);
    expect(world.ads.adRequests).toHaveLength(1);
  });

  it('an empty VAST: the stream starts at once', async () => {
    world.ads.mode = 'empty';
    const page = await pressPlay();
    await streamPromptly(page);
    await streamPlays(page);
    expect(world.ads.adRequests).toHaveLength(1);
    expect(world.ads.pixels).toEqual([]);
  });

  it('a gateway error: the stream starts at once', async () => {
    world.ads.mode = 'error';
    const page = await pressPlay();
    await streamPromptly(page);
    await streamPlays(page);
    expect(world.ads.adRequests).toHaveLength(1);
  });

  it('a gateway that is down: the stream starts at once', async () => {
    const page = await pressPlay(9802);
    await streamPromptly(page);
    await streamPlays(page);
  });

  it('a gateway slower than 10 s: the stream starts after the 10 s timeout, no ad plays', async () => {
    world.ads.mode = 'slow';
    world.ads.slowMs = 14_000;
    const page = await pressPlay();
    await waitFor(() => world.ads.adRequests.length === 1, { what: 'the ad request' });
    await streamPromptly(page, 11_500);
    expect(page.streamAfterMs()).toBeGreaterThanOrEqual(9_900);
    await streamPlays(page);
    expect(world.ads.pixels).toEqual([]);
    expect(await page.locator('.re-ad').count()).toBe(0);
  });
});

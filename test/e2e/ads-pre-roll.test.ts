// The pre-roll end to end (issue 8): a station built by the real CLI with an ad gateway, opened in
// Chromium; a local gateway serves VAST with an ffmpeg-made creative and companion and records the
// tracking pixels; the stream comes from a real Icecast server. Whatever the gateway does, Play
// ends with the stream playing.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildStation, type BuiltStation } from '../support/build-station';
import { launchChromium, type ChromiumOptions, type ChromiumSession } from '../support/chromium';
import { freePort } from '../support/free-port';
import { waitForPlayback } from '../support/media';
import { startStaticServer, type StaticServer } from '../support/static-server';
import { waitFor } from '../support/wait-for';
import { startAdsWorld, type AdsWorld } from './ads-world';
import { CALIFORNIA, startGeoServer, type GeoServer } from '../support/geo-server';

const STREAM = 'audio.re-media';
// With the 4 s ad, the stream's play() then comes over 5 s after the click.
const AD_ANSWER_HELD_BACK_MS = 2_500;
const QUARTILE_TRACKING = ['impression', 'start', 'firstQuartile', 'midpoint', 'thirdQuartile', 'complete'];

describe('pre-roll through the ad gateway', () => {
  let world: AdsWorld;
  let station: BuiltStation;
  let downStation: BuiltStation;
  let server: StaticServer;
  let browser: ChromiumSession | undefined;
  let geo: GeoServer;

  beforeAll(async () => {
    world = await startAdsWorld();
    // A listener in California: personalised ads (issue 33: in the EU, or unplaced, they would not be).
    geo = await startGeoServer({ body: CALIFORNIA });
    station = await buildStation({
      station: { sid: 9801, title: 'Ads FM' },
      data: { audioHtml: world.mp3.url },
      ads: { gateway: { url: world.ads.gatewayUrl } },
      services: { geo: { url: geo.url } },
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
    world.ads.reset();
  });

  afterAll(async () => {
    await server?.close();
    await station?.remove();
    await downStation?.remove();
    await world?.close();
    await geo?.close();
  });

  /**
   * Opens the station (`search`: its query) in a fresh Chromium and records what the page asks for
   * from then on, in order: the ad's pixels and the stream.
   */
  async function open(id = 9801, { search = '', ...switches }: { search?: string } & ChromiumOptions = {}) {
    browser = await launchChromium(switches);
    const { page } = browser;
    const times = { clickedAt: 0, streamAt: 0 };
    const asked: string[] = [];
    page.on('request', (request) => {
      const url = request.url();
      if (url.startsWith(world.mp3.url)) {
        times.streamAt ||= Date.now();
        asked.push('stream');
      } else if (url.startsWith(`${world.ads.url}/track/`)) {
        asked.push(url.slice(`${world.ads.url}/track/`.length));
      }
    });
    await page.goto(`${server.url}/${id}/${search}`);
    /** How long after the click the stream was asked for. */
    const streamAfterMs = () => (times.streamAt ? times.streamAt - times.clickedAt : Infinity);
    const playButton = page.getByRole('button', { name: 'Play', exact: true });
    const stopButton = page.getByRole('button', { name: 'Stop', exact: true });
    /** Clicks Play (once it shows) and notes when. */
    const clickPlay = async () => {
      await playButton.waitFor();
      times.clickedAt = Date.now();
      await playButton.click();
    };
    return Object.assign(page, { streamAfterMs, asked, playButton, stopButton, clickPlay });
  }

  /** Opens the station and clicks Play; `streamAfterMs()` is how long after the click the stream was asked for. */
  async function pressPlay(id = 9801) {
    const page = await open(id);
    await page.clickPlay();
    return page;
  }

  /** The stream is asked for within `ms` of the click (the time audio then takes is Icecast's). */
  const streamPromptly = (page: Awaited<ReturnType<typeof open>>, ms = 2_000) =>
    waitFor(() => page.streamAfterMs() <= ms, { timeoutMs: ms + 1_000, what: `the stream request within ${ms} ms of Play` });

  const streamPlays = (page: Awaited<ReturnType<typeof open>>) => waitForPlayback(page, { selector: STREAM, seconds: 1, timeoutMs: 20_000 });

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

  it('Stop during the ad: the ad ends, no stream request, the button is Play again', async () => {
    const page = await pressPlay();
    const adSlot = page.locator('.re-ad', { hasText: 'Advertisement' });
    await adSlot.waitFor();
    // While the ad plays the button is Stop, and it stops the ad.
    await page.stopButton.click();
    await adSlot.waitFor({ state: 'detached' });
    await page.playButton.waitFor();
    expect(await page.playButton.getAttribute('aria-busy')).toBe('false');
    expect(await page.locator('.re-companion').count()).toBe(0);
    // Past the end the 4 s ad would have had: still no stream, and the ad did not complete.
    await page.waitForTimeout(5_000);
    expect(page.asked).not.toContain('stream');
    expect(await world.icecast.listeners(world.mp3.mount)).toBe(0);
    expect(world.ads.pixels).toContain('impression');
    expect(world.ads.pixels).not.toContain('complete');
    expect(browser!.pageErrors).toEqual([]);

    // The next Play starts the stream at once.
    await page.clickPlay();
    await streamPromptly(page);
    await streamPlays(page);
    expect(world.ads.adRequests).toHaveLength(1);
  });

  it('autoplay=1 where the browser lets it: the ad plays first, then the stream, without a click', async () => {
    const page = await open(9801, { search: '?autoplay=1', autoplay: true });
    await page.locator('.re-ad', { hasText: 'Advertisement' }).waitFor();
    await waitFor(() => world.ads.pixels.includes('complete'), { timeoutMs: 15_000, what: 'the complete pixel' });
    await streamPlays(page);
    expect(page.asked.indexOf('stream')).toBeGreaterThan(page.asked.indexOf('complete'));
    expect(world.ads.adRequests).toHaveLength(1);
    expect(browser!.pageErrors).toEqual([]);
  });

  it('autoplay=1 where the browser refuses it: Play shows, and the first click plays the pre-roll, then the stream', async () => {
    const page = await open(9801, { search: '?autoplay=1&debug=warn', args: ['--autoplay-policy=document-user-activation-required'] });
    // The ad was asked for and refused (no impression), then the stream's autoplay was refused too.
    await waitFor(() => browser!.consoleMessages.some(({ text }) => text.includes('Autostart is not allowed')), {
      what: "the stream's refused autoplay",
    });
    expect(world.ads.adRequests).toHaveLength(1);
    expect(await page.playButton.getAttribute('aria-busy')).toBe('false');
    expect(world.ads.pixels).toEqual([]);
    expect(await world.icecast.listeners(world.mp3.mount)).toBe(0);

    await page.clickPlay();
    await page.locator('.re-ad', { hasText: 'Advertisement' }).waitFor();
    await waitFor(() => world.ads.pixels.includes('complete'), { timeoutMs: 15_000, what: 'the complete pixel' });
    await streamPlays(page);
    expect(world.ads.adRequests).toHaveLength(2);
    expect(world.ads.pixels.filter((pixel) => pixel === 'impression')).toHaveLength(1);
    expect(browser!.pageErrors).toEqual([]);
  });

  it('where each element needs its own gesture (as in iOS Safari), the stream still plays after the ad: the click unlocked it', async () => {
    // Chromium's user-gesture-required policy asks what iOS Safari asks: an element plays only when
    // started within a gesture, or once a gesture has unlocked it. The ad answer is held back so
    // that the 4 s ad ends after the click's activation (5 s) has expired.
    const page = await open(9801, { search: '?debug=warn', args: ['--autoplay-policy=user-gesture-required'] });
    await page.route(/\/getmediavast\.php/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, AD_ANSWER_HELD_BACK_MS));
      await route.continue();
    });
    // The pointer rests on Play first, so the engine is there by the click (only the ad delays
    // the stream's play()).
    const engineLoaded = page.waitForResponse(/\/assets\/engine-setup-[\w-]+\.js$/);
    await page.playButton.hover();
    await engineLoaded;
    await page.waitForTimeout(200);
    await page.clickPlay();
    // Hands off the page until the stream's play() has been called: Playwright runs page scripts
    // as user gestures, which would lend that play() an activation of its own.
    // The element asks for the stream in the task after the player's `src =` and play().
    await waitFor(() => world.ads.pixels.includes('complete'), { timeoutMs: 20_000, what: 'the complete pixel' });
    await waitFor(() => page.streamAfterMs() < Infinity, { timeoutMs: 15_000, what: "the stream's request, once its play() has been called" });
    await streamPlays(page);
    expect(browser!.consoleMessages.filter(({ text }) => text.includes('Autostart is not allowed'))).toEqual([]);
    expect(page.asked.indexOf('stream')).toBeGreaterThan(page.asked.indexOf('complete'));
    expect(browser!.pageErrors).toEqual([]);
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

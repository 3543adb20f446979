// The streaming engine end to end in Chromium (issue 3), with real parts: stations built by the
// real CLI, a live HLS stream made by ffmpeg, Icecast MP3 — native HLS, no hls.js, stream URL
// parameters as the server receives them, source fallback, a dropped stream that comes back, and
// both autoplay policies.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium, type ChromiumSession } from '../support/chromium';
import { readMedia, waitForPlayback } from '../support/media';
import { waitFor } from '../support/wait-for';
import { engineChunkRequests, hlsChunkRequests, startEngineWorld, type EngineWorld } from './engine-world';


// Longer than a click's user activation lasts in Chromium (5 s).
const ENGINE_HELD_BACK_MS = 6_000;

describe('engine in Chromium', () => {
  let world: EngineWorld;
  let browser: ChromiumSession | undefined;

  beforeAll(async () => {
    world = await startEngineWorld(({ mp3, hls, deadHls }) => ({
      hls: { station: { sid: 9301, title: 'Engine HLS FM' }, data: { audioHls: hls } },
      mp3: { station: { sid: 9302, title: 'Engine MP3 FM' }, data: { audioHtml: mp3 }, ui: { maxConnect: 45 } },
      fallback: { station: { sid: 9303, title: 'Engine Fallback FM' }, data: { audioHls: deadHls, audioHtml: mp3 } },
    }));
  });

  afterEach(async () => {
    await browser?.close();
    browser = undefined;
    await world.mp3.start(); // after the drop test, even a failed one
  });

  afterAll(async () => {
    await world?.close();
  });

  const playButton = (session: ChromiumSession) => session.page.getByRole('button', { name: 'Play', exact: true });
  const stopButton = (session: ChromiumSession) => session.page.getByRole('button', { name: 'Stop', exact: true });

  it('plays HLS natively — hls.js is never downloaded — and Stop ends the connection', async () => {
    browser = await launchChromium();
    const { server, pageUrl } = world.stations.hls!;
    server.requests.length = 0;
    await browser.page.goto(pageUrl);
    await playButton(browser).waitFor();
    // Nothing but the page before the listener shows intent (HLS as MP3: issue 16's first load).
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(engineChunkRequests(server)).toEqual([]);
    // The pointer arriving on Play fetches the engine — the engine only, as HLS is native here —
    // so the click does not wait for it.
    await playButton(browser).hover();
    await waitFor(() => engineChunkRequests(server).length === 1, { what: 'the engine fetched on the pointer\'s arrival' });
    await playButton(browser).click();
    await waitForPlayback(browser.page, { seconds: 2 });
    expect(engineChunkRequests(server)).toHaveLength(1);
    // The element plays the playlist itself (not a blob: of hls.js). currentSrc, not src: where the
    // app was not there yet at the click (a busy machine), the first paint's early stream started
    // it and dropped the src attribute once the load began (first-paint/early-stream.ts).
    expect(await readMedia(browser.page)).toMatchObject({ currentSrc: expect.stringContaining('/live.m3u8?') });
    await stopButton(browser).click();
    await playButton(browser).waitFor();
    expect((await readMedia(browser.page))?.src).toBe('');
    expect(hlsChunkRequests(server)).toEqual([]);
    expect(browser.pageErrors).toEqual([]);
  });

  it('sends the stream URL parameters of spec §7, as the stream server receives them', async () => {
    browser = await launchChromium();
    world.hlsServer.requests.length = 0;
    await browser.page.goto(`${world.stations.hls!.pageUrl}?ip=203.0.113.9&debug=1`);
    await playButton(browser).click();
    await waitForPlayback(browser.page, { seconds: 1 });
    const first = world.hlsServer.requests.find((request) => request.path === '/live.m3u8');
    const params = new URL(first!.url, 'http://x').searchParams;
    expect(Object.fromEntries(params)).toEqual({
      source: 'v7player',
      'user-id': expect.stringMatching(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/),
      us_privacy: '1---',
      // No geo service: the listener cannot be placed, so the GDPR counts as applying and nobody
      // consented (issue 33, docs/privacy.md "Listeners where the GDPR applies").
      gdpr: '1',
      'override-ip-address': '203.0.113.9',
      ad_tracing: '1',
    });
    // The device id is the player's own, not stored without consent; the next connection carries the same one.
    const userId = params.get('user-id');
    expect(await browser.page.evaluate(() => localStorage.getItem('uuid'))).toBeNull();
    await stopButton(browser).click();
    world.hlsServer.requests.length = 0;
    await playButton(browser).click();
    await waitForPlayback(browser.page, { seconds: 1 });
    const again = world.hlsServer.requests.find((request) => request.path === '/live.m3u8');
    expect(new URL(again!.url, 'http://x').searchParams.get('user-id')).toBe(userId);
  });

  it('falls back from a dead HLS URL to the live MP3 mount before reporting anything', async () => {
    browser = await launchChromium();
    await browser.page.goto(world.stations.fallback!.pageUrl);
    await playButton(browser).click();
    await waitForPlayback(browser.page, { seconds: 1 });
    expect((await readMedia(browser.page))?.src).toContain(world.mp3.url);
    expect(world.hlsServer.requests.some((request) => request.path === '/gone/live.m3u8' && request.status === 404)).toBe(true);
    expect(await world.icecast.listeners(world.mp3.mount)).toBeGreaterThan(0);
    await stopButton(browser).click();
    await world.mp3ListenersFallTo0();
    expect(browser.pageErrors).toEqual([]);
  });

  it('when the stream drops says "Reconnecting…", and plays again by itself when it is back', async () => {
    browser = await launchChromium();
    const { page } = browser;
    await page.goto(world.stations.mp3!.pageUrl);
    await playButton(browser).click();
    await waitForPlayback(page, { seconds: 1 });

    await world.mp3.stop(); // the station's encoder goes away: Icecast drops its listeners
    await page.getByRole('status').filter({ hasText: 'Reconnecting…' }).waitFor({ timeout: 20_000 });
    await world.mp3.start();
    await waitForPlayback(page, { seconds: 1, timeoutMs: 30_000 });
    // Nothing to say once it plays again: the status line empties (and takes no room).
    await waitFor(async () => (await page.getByRole('status').textContent()) === '', { what: 'the status line to empty' });
    await stopButton(browser).waitFor();
    expect(await world.icecast.listeners(world.mp3.mount)).toBeGreaterThan(0);
    await stopButton(browser).click();
    await world.mp3ListenersFallTo0();
    expect(browser.pageErrors).toEqual([]);
  });

  it('autoplays where the browser allows it', async () => {
    browser = await launchChromium({ autoplay: true });
    await browser.page.goto(`${world.stations.mp3!.pageUrl}?autoplay=1`);
    await waitForPlayback(browser.page, { seconds: 1 });
    await stopButton(browser).click();
    await world.mp3ListenersFallTo0();
    expect(browser.pageErrors).toEqual([]);
  });

  it('where autoplay needs a user gesture, shows Play with no page error and nothing connected', async () => {
    browser = await launchChromium({ args: ['--autoplay-policy=document-user-activation-required'] });
    await browser.page.goto(`${world.stations.mp3!.pageUrl}?autoplay=1&debug=warn`);
    await waitFor(() => browser!.consoleMessages.some((message) => message.text.includes('Autostart is not allowed')), {
      what: 'the autoplay warning',
    });
    await playButton(browser).waitFor();
    expect(await playButton(browser).getAttribute('aria-busy')).toBe('false');
    expect(await world.icecast.listeners(world.mp3.mount)).toBe(0);
    expect(browser.consoleMessages.filter((message) => message.type === 'error' && message.text.includes('[radio-embed]'))).toEqual([]);
    expect(browser.pageErrors).toEqual([]);
    // The listener's own click still plays.
    await playButton(browser).click();
    await waitForPlayback(browser.page, { seconds: 1 });
  });

  it('a tap on Play before the engine has arrived still plays where each element needs its own gesture (as in iOS Safari)', async () => {
    // Chromium's user-gesture-required policy asks what iOS Safari asks: a media element plays
    // only when started within a user gesture, or once a gesture has unlocked it. The engine's
    // chunk is held back past the click's activation (5 s), so its play() comes too late to
    // count as part of the tap: only the element unlocked inside the tap can play then.
    browser = await launchChromium({ args: ['--autoplay-policy=user-gesture-required'] });
    let released = (): void => {};
    const engineArrived = new Promise<void>((resolve) => (released = resolve));
    await browser.page.route(/\/assets\/engine-setup-[\w-]+\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, ENGINE_HELD_BACK_MS));
      await route.continue();
      released();
    });
    await browser.page.goto(`${world.stations.mp3!.pageUrl}?debug=warn`);
    // The element asks for the stream in the task after the engine's `src =` and play().
    const streamAsked = browser.page.waitForRequest((request) => request.url().startsWith(world.mp3.url), { timeout: 20_000 });
    await playButton(browser).click();
    // Hands off the page until the engine has had its go: Playwright runs page scripts as user
    // gestures, so looking at the element earlier would lend the late play() an activation.
    await engineArrived;
    await streamAsked;
    await waitForPlayback(browser.page, { seconds: 1 });
    expect(browser.consoleMessages.filter((message) => message.text.includes('Autostart is not allowed'))).toEqual([]);
    await stopButton(browser).click();
    await world.mp3ListenersFallTo0();
    expect(browser.pageErrors).toEqual([]);
  });
});

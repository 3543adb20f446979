// Issue 16: click-to-audio after a hover within 1.15× of a bare <audio> page. What the player's
// code is ready for by the click (the app and the engine come on the pointer's arrival) is timed
// by `npm run bench -- click-to-audio`; what this pins is the reason it can be: from the click on
// Play until audio plays, the page fetches nothing but the stream. A chunk fetched in the click
// (the listening features' first-Play body, the keyboard shortcuts on the focus the press gives
// Play) was requested and evaluated on the main thread before the stream's own first request.
// Real parts: ffmpeg-made live HLS on loopback, a station built by the real CLI, Debian's
// Chromium (its own HLS player, as a bare page would use), a real mouse.
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { launchChromium, type ChromiumSession } from '../support/chromium';
import { waitForPlayback } from '../support/media';
import { waitFor } from '../support/wait-for';
import { startHlsWorld, type HlsWorld } from './engine-world';


/** No new request for this long: what the pointer's arrival fetched has all arrived. */
const QUIET_MS = 1_000;

let world: HlsWorld;
let browser: ChromiumSession | undefined;

beforeAll(async () => {
  world = await startHlsWorld((hlsUrl) => ({ hls: { station: { sid: 9161, title: 'Click FM' }, data: { audioHls: hlsUrl } } }));
});
afterEach(async () => {
  await browser?.close();
  browser = undefined;
});
afterAll(async () => {
  await world?.close();
});

/** Waits until `requests` has not grown for QUIET_MS. */
async function quiet(requests: readonly unknown[]): Promise<void> {
  let seen = -1;
  let since = Date.now();
  await waitFor(
    () => {
      if (requests.length !== seen) [seen, since] = [requests.length, Date.now()];
      return Date.now() - since >= QUIET_MS;
    },
    { timeoutMs: 10_000, what: 'the page to stop fetching after the hover' },
  );
}

describe('a click on Play after a hover', () => {
  test('fetches nothing but the stream until audio plays; the first key after it still works', async () => {
    browser = await launchChromium();
    const { page } = browser;
    const station = world.stations.hls!;
    await page.goto(station.pageUrl);
    const play = page.getByRole('button', { name: 'Play', exact: true });
    const box = (await play.boundingBox())!;
    const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
    // The pointer arrives and rests, as a listener's does before pressing.
    await page.mouse.move(x, y);
    await page.locator('#app[data-app="ready"]').waitFor();
    await quiet(station.server.requests);
    const engineFetched = station.server.requests.some((request) => /\/assets\/engine-setup-[\w-]+\.js$/.test(request.path));
    expect(engineFetched, 'the engine came with the hover').toBe(true);

    const before = station.server.requests.length;
    const streamBefore = world.hlsServer.requests.length;
    await page.mouse.down();
    await page.mouse.up();
    await waitForPlayback(page, { selector: 'audio', seconds: 0.5 });
    // (The browser's own request for the tab's icon, the file the page names, is not the page's.)
    const fetched = station.server.requests.slice(before).map((request) => request.path);
    expect(fetched.filter((path) => !/^\/assets\/icon-[A-Z0-9]{8}\.svg$/.test(path))).toEqual([]);
    expect(world.hlsServer.requests.length).toBeGreaterThan(streamBefore);

    // The shortcuts were not fetched on the press; M, the first key, fetches them and is obeyed.
    await page.keyboard.press('m');
    await waitFor(() => page.locator('audio').evaluate((audio: HTMLAudioElement) => audio.muted), { what: 'M to mute' });
    expect(browser.pageErrors).toEqual([]);
  });
});

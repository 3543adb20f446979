// The listening features (issue 20) in Chromium, with a real Icecast server: one player at a
// time across two iframes of a host page, keyboard shortcuts that leave the host page's own
// <input> alone, the sleep timer's fade and stop, "Are You There?" stopping an unanswered
// player, and the data saver: the browser's saveData and the listener's "Low data" switch, which
// Icecast sees as a listener on the low-bitrate mount. The timers run on a short test minute
// (`minute_ms`, docs/listening.md).
import type { Frame, Locator, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { launchChromium, type ChromiumSession } from '../support/chromium';
import { startIcecastSource, type IcecastSource } from '../support/ffmpeg-source';
import { startIcecast, type Icecast } from '../support/icecast';
import { waitForPlayback } from '../support/media';
import { serveStations, type ServedStation } from '../support/served-station';
import { waitFor } from '../support/wait-for';
import { startHostPageServer } from '../support/host-page-server';
import type { Listening } from '../support/loopback';
import { storageIn } from '../support/storage-probe';


let icecast: Icecast;
let mp3: IcecastSource;
let aac: IcecastSource;
let twoRates: ServedStation;
let plain: ServedStation;
let asking: ServedStation;
let offAir: ServedStation;
let host: Listening;
let browser: ChromiumSession | undefined;

/** A host page of another origin: two loader tags of one station, and a field of its own. */
const hostPage = (embedOrigin: string, sid: number) => `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Host</title></head><body>
<label>Search <input id="search"></label>
<script src="${embedOrigin}/embed.js" data-station="${sid}" data-title="First player" async></script>
<script src="${embedOrigin}/embed.js" data-station="${sid}" data-title="Second player" async></script>
</body></html>`;

beforeAll(async () => {
  icecast = await startIcecast();
  mp3 = await startIcecastSource(icecast, { format: 'mp3' });
  aac = await startIcecastSource(icecast, { format: 'aac' });
  [plain, asking, twoRates, offAir] = await serveStations([
    { station: { sid: 9301, title: 'Listening FM' }, data: { audioHtml: mp3.url } },
    { station: { sid: 9302, title: 'Asking FM' }, data: { audioHtml: mp3.url }, ui: { inactivityMinutes: 1 } },
    // AAC comes before MP3 in the station order; MP3 is the lighter one here.
    {
      station: { sid: 9304, title: 'Two Rates FM' },
      data: { audioFlash: aac.url, audioHtml: mp3.url, bitrates: { audioFlash: 128, audioHtml: 32 } },
    },
    // A mount nobody is sending to: Icecast answers 404, the stream is down from the start.
    {
      station: { sid: 9303, title: 'Off Air FM' },
      data: { audioHtml: `${icecast.baseUrl}/not-on-air.mp3` },
      ui: { offAirText: 'Off Air FM is back at 6 am' },
    },
  ]) as [ServedStation, ServedStation, ServedStation, ServedStation];
  host = await startHostPageServer(() => hostPage(plain.server.url, plain.build.id));
});

afterEach(async () => {
  await browser?.close();
  browser = undefined;
});

afterAll(async () => {
  await host?.close();
  await plain?.close();
  await asking?.close();
  await offAir?.close();
  await twoRates?.close();
  await aac?.stop();
  await mp3?.stop();
  await icecast?.stop();
});

const listeners = () => icecast.listeners(mp3.mount);
const listenersAre = (count: number, what: string) =>
  waitFor(async () => (await listeners()) === count, { timeoutMs: 15_000, what: `Icecast listeners to be ${count}: ${what}` });

/** The host page with its two player frames, each ready for commands. */
async function openHost(): Promise<{ frames: Frame[]; session: ChromiumSession }> {
  browser = await launchChromium();
  await browser.page.goto(`${host.url}/`);
  const players = () => browser!.page.frames().filter((f) => f.url().startsWith(plain.url()));
  await waitFor(async () => players().length === 2, { what: 'two player frames' });
  const frames = players();
  for (const frame of frames) await frame.getByRole('button', { name: 'Play', exact: true }).waitFor();
  return { frames, session: browser };
}

describe('one player at a time', () => {
  test('starting the second player stops the first: Icecast is back to one listener', async () => {
    const { frames, session } = await openHost();
    const [first, second] = frames as [Frame, Frame];
    await first.getByRole('button', { name: 'Play', exact: true }).click();
    await waitForPlayback(first, { selector: 'audio', seconds: 0.5 });
    await listenersAre(1, 'the first player');

    await second.getByRole('button', { name: 'Play', exact: true }).click();
    await waitForPlayback(second, { selector: 'audio', seconds: 0.5 });
    await first.getByRole('button', { name: 'Play', exact: true }).waitFor();
    await listenersAre(1, 'the second player only');
    expect(await second.getByRole('button', { name: 'Stop', exact: true }).count()).toBe(1);

    // The host page stops every player with one call.
    await session.page.evaluate(() => (window as unknown as { RadioEmbed: { stopAll(): void } }).RadioEmbed.stopAll());
    await listenersAre(0, 'after stopAll()');
    expect(session.pageErrors).toEqual([]);
  });
});

describe('keyboard shortcuts', () => {
  test('K plays and stops the focused player, M mutes, ↓ lowers the volume; typing in the host page\'s <input> does nothing to it', async () => {
    const { frames, session } = await openHost();
    const first = frames[0]!;
    const { keyboard } = session.page;
    await first.getByText('Listening FM').first().click();
    await keyboard.press('k');
    await waitForPlayback(first, { selector: 'audio', seconds: 0.5 });
    await listenersAre(1, 'K played');
    await keyboard.press('m');
    await waitFor(() => first.locator('audio').evaluate((audio: HTMLAudioElement) => audio.muted), { what: 'M to mute' });
    await keyboard.press('m');
    await keyboard.press('ArrowDown');
    await waitFor(async () => (await first.locator('audio').evaluate((audio: HTMLAudioElement) => audio.volume)) === 0.95, { what: '↓ to take 5 %' });
    await keyboard.press('k');
    await listenersAre(0, 'K stopped');

    await session.page.locator('#search').click();
    await keyboard.type('k m k');
    expect(await session.page.locator('#search').inputValue()).toBe('k m k');
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(await listeners()).toBe(0);
    for (const frame of frames) expect(await frame.getByRole('button', { name: 'Play', exact: true }).count()).toBe(1);
    expect(session.pageErrors).toEqual([]);
  });

  test('? shows the shortcuts in a dialog; Escape closes it', async () => {
    browser = await launchChromium();
    const { page } = browser;
    await page.goto(plain.url());
    await page.getByText('Listening FM').first().click();
    await page.keyboard.press('?');
    const help = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
    await help.waitFor();
    expect(await help.textContent()).toContain('Space or K');
    await page.keyboard.press('Escape');
    await help.waitFor({ state: 'detached' });
  });
});

describe('sleep timer', () => {
  test('15 test minutes later it fades the volume out, then stops and closes the connection', async () => {
    browser = await launchChromium();
    const { page } = browser;
    // A minute of 600 ms: the timer runs 9 s, the fade 100 ms.
    await page.goto(plain.url('?minute_ms=600'));
    await page.getByRole('button', { name: 'Play', exact: true }).click();
    await waitForPlayback(page, { selector: 'audio', seconds: 0.5 });
    await page.locator('audio').evaluate((audio: HTMLAudioElement) => {
      const heard: number[] = [];
      (window as unknown as { volumes: number[] }).volumes = heard;
      audio.addEventListener('volumechange', () => heard.push(audio.volume));
    });
    await page.getByRole('button', { name: 'Listening options' }).click();
    await page.getByRole('dialog', { name: 'Listening options' }).getByRole('button', { name: '15 min' }).click();
    await page.getByRole('button', { name: /^Listening options, sleep timer: \d+ min left$/ }).waitFor();
    await listenersAre(1, 'still playing while the timer runs');

    await page.getByRole('button', { name: 'Play', exact: true }).waitFor({ timeout: 20_000 });
    await listenersAre(0, 'the sleep timer stopped');
    const volumes = await page.evaluate(() => (window as unknown as { volumes: number[] }).volumes);
    // Down step by step below a tenth, then the listener's volume back for the next Play.
    expect(volumes.length).toBeGreaterThan(5);
    expect(Math.min(...volumes)).toBeLessThan(0.1);
    expect(volumes.at(-1)).toBe(1);
    expect(await page.getByRole('status').filter({ hasText: 'Sleep timer: fading out and stopping' }).count()).toBe(1);
    expect(browser.pageErrors).toEqual([]);
  });
});

describe('"Are You There?"', () => {
  test('asked after the station\'s minutes of playing untouched; unanswered, the player stops', async () => {
    browser = await launchChromium();
    const { page } = browser;
    // ui.inactivityMinutes 1 on a minute of 2 s: asked at 2 s, stopped 2 s later.
    await page.goto(asking.url('?minute_ms=2000'));
    await page.getByRole('button', { name: 'Play', exact: true }).click();
    await waitForPlayback(page, { selector: 'audio', seconds: 0.5 });
    await listenersAre(1, 'playing');
    await page.getByRole('dialog', { name: 'Are You There?' }).waitFor({ timeout: 10_000 });
    await page.getByRole('dialog', { name: 'Are You There?' }).waitFor({ state: 'detached', timeout: 10_000 });
    await listenersAre(0, 'nobody answered');
    await page.getByRole('button', { name: 'Play', exact: true }).waitFor();
    expect(browser.pageErrors).toEqual([]);
  });
});

describe('off air', () => {
  test("a stream down at the first Play shows the station's off-air words, not the generic failure", async () => {
    browser = await launchChromium();
    const { page } = browser;
    await page.goto(offAir.url());
    await page.getByRole('button', { name: 'Play', exact: true }).click();
    await page.locator('.re-status', { hasText: 'Off Air FM is back at 6 am' }).waitFor({ timeout: 30_000 });
    expect(await page.getByText('Stream unavailable').count()).toBe(0);
  });
});

describe('data saver', () => {
  const playsMount = async (saveData: boolean) => {
    browser = await launchChromium();
    const { page } = browser;
    // The test page only: the browser says it wants to save data (Chrome's Lite mode does so).
    if (saveData) await page.addInitScript(() => Object.defineProperty(navigator, 'connection', { value: { saveData: true } }));
    await page.goto(twoRates.url());
    await page.getByRole('button', { name: 'Play', exact: true }).click();
    await waitForPlayback(page, { selector: 'audio', seconds: 0.5 });
    const counts = { aac: await icecast.listeners(aac.mount), mp3: await icecast.listeners(mp3.mount) };
    await page.getByRole('button', { name: 'Stop', exact: true }).click();
    await waitFor(async () => (await icecast.listeners(aac.mount)) + (await icecast.listeners(mp3.mount)) === 0, { what: 'both mounts idle again' });
    await browser.close();
    browser = undefined;
    return counts;
  };

  test('saveData chooses the station\'s lowest-bitrate source; without it, the station order', async () => {
    expect(await playsMount(true)).toEqual({ aac: 0, mp3: 1 });
    expect(await playsMount(false)).toEqual({ aac: 1, mp3: 0 });
  });
});

describe('Low data', () => {
  /** A real mouse click at the centre of the element, as a listener's (inside a frame too: the box is the page's). */
  async function mouseClick(page: Page, target: Locator): Promise<void> {
    await target.waitFor();
    const box = await target.boundingBox();
    if (!box) throw new Error('the element has no box');
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  }
  const mounts = async () => ({ aac: await icecast.listeners(aac.mount), mp3: await icecast.listeners(mp3.mount) });
  const mountsAre = (want: { aac: number; mp3: number }, what: string) =>
    waitFor(async () => JSON.stringify(await mounts()) === JSON.stringify(want), { timeoutMs: 20_000, what: `Icecast listeners ${JSON.stringify(want)}: ${what}` });
  const idle = () => mountsAre({ aac: 0, mp3: 0 }, 'both mounts idle again');

  /** Opens Listening options in `player` and turns Low data on, each by a real click at the centre. */
  async function turnLowDataOn(page: Page, player: Page | ReturnType<Page['frameLocator']>): Promise<Locator> {
    await mouseClick(page, player.getByRole('button', { name: 'Listening options' }));
    const menu = player.getByRole('dialog', { name: 'Listening options' });
    const toggle = menu.getByRole('switch', { name: 'Low data' });
    expect(await toggle.getAttribute('aria-checked')).toBe('false');
    // The station order plays AAC at 128 kbit/s: 128 × 3600 / 8 / 1000 ≈ 58 MB an hour.
    expect(await menu.getByText('≈ 58 MB per hour').isVisible()).toBe(true);
    await mouseClick(page, toggle);
    await waitFor(async () => (await toggle.getAttribute('aria-checked')) === 'true', { what: 'the switch to be on' });
    // MP3 at 32 kbit/s ≈ 14 MB an hour.
    expect(await menu.getByText('≈ 14 MB per hour').isVisible()).toBe(true);
    return menu;
  }

  test('turned on while playing: the player moves to the low-bitrate mount without another Play, and it is remembered after a reload', async () => {
    browser = await launchChromium();
    const { page } = browser;
    await page.goto(twoRates.url());
    await mouseClick(page, page.getByRole('button', { name: 'Play', exact: true }));
    await waitForPlayback(page, { selector: 'audio', seconds: 0.5 });
    await mountsAre({ aac: 1, mp3: 0 }, 'the station order');

    const menu = await turnLowDataOn(page, page);
    await mountsAre({ aac: 0, mp3: 1 }, 'Low data switched to the light mount while playing');
    await mouseClick(page, menu.getByRole('button', { name: 'Close' }));
    await waitForPlayback(page, { selector: 'audio', seconds: 0.5 });
    expect(await page.getByRole('button', { name: 'Stop', exact: true }).count()).toBe(1);
    await mouseClick(page, page.getByRole('button', { name: 'Stop', exact: true }));
    await idle();

    // The next visit: still on, so Play takes the light mount at once.
    await page.reload();
    await mouseClick(page, page.getByRole('button', { name: 'Play', exact: true }));
    await waitForPlayback(page, { selector: 'audio', seconds: 0.5 });
    await mountsAre({ aac: 0, mp3: 1 }, 'Low data remembered after the reload');
    await mouseClick(page, page.getByRole('button', { name: 'Listening options' }));
    const again = page.getByRole('dialog', { name: 'Listening options' });
    expect(await again.getByRole('switch', { name: 'Low data' }).getAttribute('aria-checked')).toBe('true');
    expect(await again.getByText('≈ 14 MB per hour').isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    await mouseClick(page, page.getByRole('button', { name: 'Stop', exact: true }));
    await idle();
    expect(browser.pageErrors).toEqual([]);
  });

  test('with storage denied (<iframe sandbox="allow-scripts">), the switch still holds for the session', async () => {
    browser = await launchChromium();
    const { page } = browser;
    await page.setContent(`<iframe sandbox="allow-scripts" src="${twoRates.url()}" style="width:480px;height:180px;border:0"></iframe>`);
    const frame = await waitFor(() => page.frames().find((f) => f.url().startsWith(twoRates.url())), { what: 'the player frame' });
    expect(await storageIn(frame)).toBe('SecurityError');
    const player = page.frameLocator('iframe');
    const menu = await turnLowDataOn(page, player);
    await mouseClick(page, menu.getByRole('button', { name: 'Close' }));
    await mouseClick(page, player.getByRole('button', { name: 'Play', exact: true }));
    await waitForPlayback(frame, { selector: 'audio', seconds: 0.5 });
    await mountsAre({ aac: 0, mp3: 1 }, 'Low data without storage');
    await mouseClick(page, player.getByRole('button', { name: 'Stop', exact: true }));
    await idle();
    expect(browser.pageErrors).toEqual([]);
  });
});

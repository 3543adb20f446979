// "Low data" (issue 20 §5) in a real Firefox (puppeteer-core over WebDriver BiDi), with a real
// Icecast: a station with an AAC mount at 128 kbit/s and an MP3 mount at 32, AAC first in the
// station order. Turned on by a real click at the switch's centre, the playing player moves to the
// MP3 mount (Icecast's listener counts say which one it pulls), the menu shows the MB per hour,
// the choice survives a reload, and in a storage-less sandboxed frame it holds for the session.
import type { ElementHandle, Frame, Page } from 'puppeteer-core';
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { launchFirefox, type FirefoxSession } from '../support/firefox';
import { startIcecastSource, type IcecastSource } from '../support/ffmpeg-source';
import { startIcecast, type Icecast } from '../support/icecast';
import { waitForPlayback } from '../support/media';
import { serveStation, type ServedStation } from '../support/served-station';
import { waitFor } from '../support/wait-for';
import { storageIn } from '../support/storage-probe';


let icecast: Icecast;
let mp3: IcecastSource;
let aac: IcecastSource;
let twoRates: ServedStation;
let browser: FirefoxSession | undefined;

beforeAll(async () => {
  icecast = await startIcecast();
  mp3 = await startIcecastSource(icecast, { format: 'mp3' });
  aac = await startIcecastSource(icecast, { format: 'aac' });
  twoRates = await serveStation({
    station: { sid: 9311, title: 'Two Rates FM' },
    data: { audioFlash: aac.url, audioHtml: mp3.url, bitrates: { audioFlash: 128, audioHtml: 32 } },
  });
});
afterEach(async () => {
  await browser?.close();
  browser = undefined;
});
afterAll(async () => {
  await twoRates?.close();
  await aac?.stop();
  await mp3?.stop();
  await icecast?.stop();
});

const mounts = async () => ({ aac: await icecast.listeners(aac.mount), mp3: await icecast.listeners(mp3.mount) });
const mountsAre = (want: { aac: number; mp3: number }, what: string) =>
  waitFor(async () => JSON.stringify(await mounts()) === JSON.stringify(want), { timeoutMs: 20_000, what: `Icecast listeners ${JSON.stringify(want)}: ${what}` });

/** The visible element in `scope` matching `selector` whose name (aria-label, else its text) is `name`. */
function control(scope: () => Promise<Page | Frame>, selector: string, name: string): Promise<ElementHandle<Element>> {
  return waitFor(
    async () => {
      for (const handle of await (await scope()).$$(selector)) {
        const label = await handle.evaluate((el) => (el.getAttribute('aria-label') ?? (el as HTMLElement).innerText ?? '').trim());
        if (label === name && (await handle.boundingBox())) return handle;
      }
      return undefined;
    },
    { what: `the "${name}" control`, timeoutMs: 15_000 },
  );
}

/** A real mouse click at the centre of the element, as a listener's (a frame's boxes are the page's). */
async function mouseClick(page: Page, handle: ElementHandle<Element>): Promise<void> {
  const box = await handle.boundingBox();
  if (!box) throw new Error('the element has no box');
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
}

const shownText = (scope: Page | Frame) => scope.evaluate(() => (document.querySelector('.re-panel') as HTMLElement | null)?.innerText ?? '');

/** Opens Listening options and turns Low data on, each by a real click at the centre. */
async function turnLowDataOn(page: Page, scope: () => Promise<Page | Frame>): Promise<void> {
  await mouseClick(page, await control(scope, 'button', 'Listening options'));
  const toggle = await control(scope, '[role="switch"]', 'Low data');
  expect(await toggle.evaluate((el) => el.getAttribute('aria-checked'))).toBe('false');
  // AAC at 128 kbit/s: 128 × 3600 / 8 / 1000 ≈ 58 MB an hour.
  expect(await shownText(await scope())).toContain('≈ 58 MB per hour');
  await mouseClick(page, toggle);
  await waitFor(async () => (await toggle.evaluate((el) => el.getAttribute('aria-checked'))) === 'true', { what: 'the switch to be on' });
  // MP3 at 32 kbit/s ≈ 14 MB an hour.
  expect(await shownText(await scope())).toContain('≈ 14 MB per hour');
  await mouseClick(page, await control(scope, 'button', 'Close'));
}

describe('Firefox: Low data', () => {
  test('turned on while playing: the MP3 mount without another Play; remembered after a reload', async () => {
    browser = await launchFirefox();
    const { page } = browser;
    const scope = async () => page;
    await page.goto(twoRates.url());
    await mouseClick(page, await control(scope, 'button', 'Play'));
    await waitForPlayback(page, { selector: 'audio', seconds: 0.5 });
    await mountsAre({ aac: 1, mp3: 0 }, 'the station order');
    await turnLowDataOn(page, scope);
    await mountsAre({ aac: 0, mp3: 1 }, 'Low data switched to the light mount while playing');
    await waitForPlayback(page, { selector: 'audio', seconds: 0.5 });
    await mouseClick(page, await control(scope, 'button', 'Stop'));
    await mountsAre({ aac: 0, mp3: 0 }, 'stopped');

    await page.reload();
    await mouseClick(page, await control(scope, 'button', 'Play'));
    await waitForPlayback(page, { selector: 'audio', seconds: 0.5 });
    await mountsAre({ aac: 0, mp3: 1 }, 'Low data remembered after the reload');
    await mouseClick(page, await control(scope, 'button', 'Stop'));
    await mountsAre({ aac: 0, mp3: 0 }, 'stopped');
    expect(browser.pageErrors).toEqual([]);
  });

  test('in <iframe sandbox="allow-scripts"> (no storage): the switch holds for the session', async () => {
    browser = await launchFirefox();
    const { page } = browser;
    await page.setContent(`<iframe sandbox="allow-scripts" src="${twoRates.url()}" style="width:480px;height:180px;border:0"></iframe>`);
    const frame = () => waitFor(() => page.frames().find((f) => f.url().startsWith(twoRates.url())), { what: 'the player frame' });
    expect(await storageIn(await frame())).toBe('SecurityError');
    await turnLowDataOn(page, frame);
    await mouseClick(page, await control(frame, 'button', 'Play'));
    await mountsAre({ aac: 0, mp3: 1 }, 'Low data without storage');
    await mouseClick(page, await control(frame, 'button', 'Stop'));
    await mountsAre({ aac: 0, mp3: 0 }, 'stopped');
    expect(browser.pageErrors).toEqual([]);
  });
});

// The US privacy notice in WebKit (Safari's engine), as a Californian meets it in the default
// 480×180 frame: the explicit notice shows with both buttons inside the frame and under the
// pointer; a real click on "Do not sell or share my personal information" reloads the player, the
// notice does not come back, and the stream request then says "opted out" (us_privacy 1YYY).
import { emptyStorage } from '../support/empty-storage';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { centreOf } from '../support/centre-of';
import type { FramePage } from '../support/frame-page';
import { webkitFramePage } from '../support/frame-page-webkit';
import { screenshotDir } from '../support/frame-matrix';
import { FRAME_PROBES } from '../support/frame-probes';
import { startFrameWorld, type FrameWorld } from '../support/frame-world';
import { waitForPlayback } from '../support/media';
import { waitFor } from '../support/wait-for';
import { launchWebKit, type WebKitSession } from '../support/webkit';

let world: FrameWorld;
let browser: WebKitSession;
let page: FramePage;

beforeAll(async () => {
  world = await startFrameWorld();
  browser = await launchWebKit();
  page = webkitFramePage(browser);
});

afterAll(async () => {
  await browser?.close();
  await world?.close();
});

interface Control {
  name: string;
  inside: boolean;
  hit: boolean;
}

it('a Californian opts out with a real click; after the reload no notice, and the stream says 1YYY', async () => {
  await page.setSize(480, 180);
  await emptyStorage(page, world.url('privacy', 'Dark'));
  await page.goto(world.url('privacy', 'Dark'));
  await waitFor(async () => page.evaluate(`!!document.querySelector('.re-privacy-dialog') && !!document.getElementById('re-privacy-styles')`), {
    what: 'the explicit notice',
  });
  await page.evaluate(FRAME_PROBES);
  const controls = (await page.evaluate(`window.__frame.controls('.re-privacy-dialog')`)) as Control[];
  const optOut = controls.find((control) => control.name === 'Do not sell or share my personal information');
  expect(optOut).toMatchObject({ inside: true, hit: true });
  expect(controls.find((control) => control.name === 'Close')).toMatchObject({ inside: true, hit: true });
  await page.screenshot(`${screenshotDir('webkit')}/privacy-notice-480x180.png`);

  // A mark on this document: the spec's reload (500 ms after the click) makes a new one.
  await page.evaluate('window.__beforeOptOut = true');
  await page.clickAt(...(await centreOf(page, '.re-privacy-dialog .re-privacy-actions button:first-child')));
  await waitFor(async () => page.evaluate(`!window.__beforeOptOut && !!document.querySelector('.re-privacy-inline button') && !document.querySelector('.re-privacy-dialog')`), {
    what: 'the reloaded player with the inline notice and no dialog',
    timeoutMs: 15_000,
  });
  const before = world.stream.requests().length;
  await page.clickAt(...(await centreOf(page, '.re-btn--play')));
  await waitForPlayback(browser, { seconds: 1, timeoutMs: 30_000 });
  const request = world.stream.requests()[before];
  expect(new URL(request!.url, 'http://stream').searchParams.get('us_privacy')).toBe('1YYY');
  expect(browser.pageErrors).toEqual([]);
});

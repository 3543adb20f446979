// The player in the listener's frame, in Firefox (issue 14): every embed size, both schemes, a
// normal and a privacy station. One browser and one build per station kind and scheme; the
// viewport is resized between cells. Screenshots: test-results/frames/firefox/.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchFirefox, type FirefoxSession } from '../support/firefox';
import type { FramePage } from '../support/frame-page';
import { puppeteerFramePage } from '../support/frame-page-puppeteer';
import { checkCell, FRAME_SIZES, SCHEMES, screenshotDir, STATION_KINDS } from '../support/frame-matrix';
import { startFrameWorld, type FrameWorld } from '../support/frame-world';

describe('the player in the listener\'s frame (Firefox)', () => {
  let world: FrameWorld;
  let browser: FirefoxSession | undefined;
  let page: FramePage;
  const dir = screenshotDir('firefox');

  beforeAll(async () => {
    world = await startFrameWorld();
    browser = await launchFirefox();
    page = puppeteerFramePage(browser.page);
    console.log(`frame matrix screenshots: ${dir}`);
  });

  afterAll(async () => {
    await browser?.close();
    await world?.close();
  });

  for (const [width, height] of FRAME_SIZES) {
    for (const scheme of SCHEMES) {
      for (const kind of STATION_KINDS) {
        it(`${width}×${height}, ${scheme}, ${kind} station`, async () => {
          expect(await checkCell(page, world, { width, height, scheme, kind }, dir)).toEqual([]);
          expect(browser!.pageErrors).toEqual([]);
        });
      }
    }
  }
});

// The player in the listener's frame, in WebKit — Safari's and every iOS browser's engine — as
// WebKitGTK's MiniBrowser under Xvfb (issue 14): every embed size, both schemes, a normal and a
// privacy station. One browser and one build per station kind and scheme; the
// viewport is resized between cells. Screenshots: test-results/frames/webkit/.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchWebKit, type WebKitSession } from '../support/webkit';
import type { FramePage } from '../support/frame-page';
import { webkitFramePage } from '../support/frame-page-webkit';
import { checkCell, FRAME_SIZES, SCHEMES, screenshotDir, STATION_KINDS } from '../support/frame-matrix';
import { startFrameWorld, type FrameWorld } from '../support/frame-world';

describe('the player in the listener\'s frame (WebKit)', () => {
  let world: FrameWorld;
  let browser: WebKitSession | undefined;
  let page: FramePage;
  const dir = screenshotDir('webkit');

  beforeAll(async () => {
    world = await startFrameWorld();
    browser = await launchWebKit();
    page = webkitFramePage(browser);
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

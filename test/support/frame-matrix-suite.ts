import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FramePage } from './frame-page';
import { type Cell, checkCell, FRAME_SIZES, screenshotDir, STATION_KINDS } from './frame-matrix';
import { startFrameWorld, type FrameWorld, type Scheme } from './frame-world';
import type { PageLog } from './page-log';

/** A browser of one engine, open on one page for the whole matrix. */
export interface MatrixBrowser extends PageLog {
  page: FramePage;
  close(): Promise<void>;
}

/**
 * The frame matrix of one colour scheme as one test per cell (size × station kind) in one engine:
 * one browser and one build per station kind and scheme, the viewport resized between cells.
 * Each engine's matrix is two files, one per scheme (frame-matrix-<engine>-<scheme>.test.ts), so
 * that its halves run side by side: one engine's cells one after another in one page were the
 * parallel group's longest file (WebKit's 38 cells: 263 s on an idle machine).
 * Screenshots: test-results/frames/<engine>/, each compared with its reference
 * (visual-reference.ts). `rightToLeft`: cells with a right-to-left `lang` for an engine whose
 * i18n file does not run them (i18n-suite.ts); each runs in the file of its scheme. `sizes`: the
 * frame sizes, every one unless the file says why not (frame-matrix.ts DARK_SIZES_BEYOND_CHROMIUM).
 */
export function describeFrameMatrix(
  engine: string,
  scheme: Scheme,
  launch: () => Promise<MatrixBrowser>,
  rightToLeft: readonly Cell[] = [],
  sizes: readonly (readonly [number, number])[] = FRAME_SIZES,
): void {
  describe(`the player in the listener's frame (${engine})`, () => {
    let world: FrameWorld;
    let browser: MatrixBrowser | undefined;
    const dir = screenshotDir(engine.toLowerCase());

    beforeAll(async () => {
      world = await startFrameWorld();
      browser = await launch();
      console.log(`frame matrix screenshots: ${dir}`);
    });

    afterAll(async () => {
      await browser?.close();
      await world?.close();
    });

    for (const [width, height] of sizes) {
      for (const kind of STATION_KINDS) {
        it(`${width}×${height}, ${scheme}, ${kind} station`, async () => {
          expect(await checkCell(browser!.page, world, { width, height, scheme, kind }, dir)).toEqual([]);
          expect(browser!.pageErrors).toEqual([]);
        });
      }
    }

    for (const cell of rightToLeft.filter((one) => one.scheme === scheme)) {
      it(`${cell.width}×${cell.height}, ${cell.scheme}, ${cell.kind} station, ?lang=${cell.lang}`, async () => {
        expect(await checkCell(browser!.page, world, cell, dir)).toEqual([]);
        expect(browser!.pageErrors).toEqual([]);
      });
    }
  });
}

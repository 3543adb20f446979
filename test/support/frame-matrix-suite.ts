import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FramePage } from './frame-page';
import { type Cell, checkCell, FRAME_SIZES, SCHEMES, screenshotDir, STATION_KINDS } from './frame-matrix';
import { startFrameWorld, type FrameWorld } from './frame-world';
import type { PageLog } from './page-log';

/** A browser of one engine, open on one page for the whole matrix. */
export interface MatrixBrowser extends PageLog {
  page: FramePage;
  close(): Promise<void>;
}

/**
 * The frame matrix as one test per cell (size × scheme × station kind) in one engine: one
 * browser and one build per station kind and scheme, the viewport resized between cells.
 * Screenshots: test-results/frames/<engine>/, each compared with its reference
 * (visual-reference.ts). `rightToLeft`: cells with a right-to-left `lang` for an engine whose
 * i18n file does not run them (i18n-suite.ts).
 */
export function describeFrameMatrix(engine: string, launch: () => Promise<MatrixBrowser>, rightToLeft: readonly Cell[] = []): void {
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

    for (const [width, height] of FRAME_SIZES) {
      for (const scheme of SCHEMES) {
        for (const kind of STATION_KINDS) {
          it(`${width}×${height}, ${scheme}, ${kind} station`, async () => {
            expect(await checkCell(browser!.page, world, { width, height, scheme, kind }, dir)).toEqual([]);
            expect(browser!.pageErrors).toEqual([]);
          });
        }
      }
    }

    for (const cell of rightToLeft) {
      it(`${cell.width}×${cell.height}, ${cell.scheme}, ${cell.kind} station, ?lang=${cell.lang}`, async () => {
        expect(await checkCell(browser!.page, world, cell, dir)).toEqual([]);
        expect(browser!.pageErrors).toEqual([]);
      });
    }
  });
}

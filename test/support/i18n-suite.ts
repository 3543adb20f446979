// Issue 19 in a real browser: a Spanish station speaks Spanish and plays through its Spanish Play
// button; ?lang=ar and ?lang=he lay the player out right to left and every frame-matrix check
// (nothing outside the frame, nothing covered, real clicks at each control's centre) still holds.
// Screenshots of Arabic: test-results/frames/rtl/<engine>/.
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SHIPPED_LANGUAGES } from '../../contract/languages';
import es from '../../runtime/features/i18n/locales/es';
import { checkCell, screenshotDir } from './frame-matrix';
import type { MatrixBrowser } from './frame-matrix-suite';
import { startFrameWorld, type FrameWorld } from './frame-world';
import { serveStation, type ServedStation } from './served-station';
import { waitFor } from './wait-for';

/** The right-to-left cells' sizes: the smallest strips, the leaderboard, the default card. */
const RIGHT_TO_LEFT_SIZES = [
  [300, 90],
  [320, 120],
  [728, 90],
  [480, 180],
] as const;

export function describeLanguages(engine: string, launch: () => Promise<MatrixBrowser>): void {
  describe(`the player in the station's language (${engine})`, () => {
    let world: FrameWorld;
    let spanish: ServedStation;
    let browser: MatrixBrowser | undefined;
    const dir = screenshotDir(join('rtl', engine.toLowerCase()));

    beforeAll(async () => {
      world = await startFrameWorld();
      spanish = await serveStation({
        station: { sid: 9701, title: 'Radio Ñandú 99.1' },
        data: { audioHtml: world.stream.url },
        ui: { locale: 'es-MX', flower: [{ type: 'Volume' }, { type: 'Email' }] },
      });
      browser = await launch();
    });

    afterAll(async () => {
      await browser?.close();
      await spanish?.close();
      await world?.close();
    });

    const page = () => browser!.page;
    const read = async <T>(expression: string) => (await page().evaluate(expression)) as T;
    const until = (expression: string, what: string, timeoutMs = 10_000) => waitFor(async () => (await page().evaluate(expression)) as unknown, { what, timeoutMs });

    it('a Spanish station names its controls in Spanish and plays through its Spanish Play button', async () => {
      await page().setSize(480, 180);
      await page().goto(spanish.url());
      await until(`!!document.querySelector('.re-btn--play')`, 'the Play button');
      expect(await read(`[document.documentElement.lang, document.documentElement.dir]`)).toEqual(['es', 'ltr']);
      // Its words came inline with the page (smaller than the chunks): no catalogue was fetched.
      expect(await read(`JSON.parse(document.getElementById('radio-embed-words').textContent).words.play`)).toBe(es.play);
      expect(await read(`performance.getEntriesByType('resource').map((e) => e.name).filter((name) => /\\/es-[A-Z0-9]+\\.js$/.test(name))`)).toEqual([]);
      const names = await read<string[]>(`[...document.querySelectorAll('.re-bar button, .re-bar input')].map((e) => e.getAttribute('aria-label'))`);
      expect(names).toEqual([es.play, es.mute, es.volume, es.recentlyPlayed, es.listeningOptions, es.share]);
      // A real click at the centre of "Reproducir".
      const [x, y] = await read<[number, number]>(
        `(() => { const r = document.querySelector('button[aria-label=${JSON.stringify(es.play)}]').getBoundingClientRect(); return [r.left + r.width / 2, r.top + r.height / 2]; })()`,
      );
      await page().clickAt(x, y);
      await until(`(() => { const a = document.querySelector('audio'); return !!a && !a.paused && a.currentTime > 0.3; })()`, 'audio after a click on Reproducir', 20_000);
      await until(`document.querySelector('.re-btn--play').getAttribute('aria-label') === ${JSON.stringify(es.stop)}`, 'the button to offer Detener');
      expect(await read(`document.querySelector('.re-live').textContent`)).toBe(es.live);
      await page().clickAt(x, y);
      await until(`document.querySelector('.re-btn--play').getAttribute('aria-label') === ${JSON.stringify(es.play)}`, 'Detener to stop');
      expect(browser!.pageErrors).toEqual([]);
    });

    // Right to left at the sizes where the bar's order and the words' lengths decide what fits:
    // Arabic and Hebrew take turns, so that each meets every size and both station kinds (issue
    // 28: both at every one ran each cell twice over for the same mirrored layout).
    for (const [sizeIndex, [width, height]] of RIGHT_TO_LEFT_SIZES.entries()) {
      for (const [kindIndex, kind] of (['normal', 'privacy'] as const).entries()) {
        const lang = (sizeIndex + kindIndex) % 2 === 0 ? 'ar' : 'he';
        it(`?lang=${lang}, ${width}×${height}, ${kind} station: right to left, and the frame-matrix checks hold`, async () => {
          const problems = await checkCell(page(), world, { width, height, scheme: 'Dark', kind, lang }, dir);
          expect(await read(`[document.documentElement.lang, document.documentElement.dir]`)).toEqual([lang, 'rtl']);
          expect(problems).toEqual([]);
          expect(browser!.pageErrors).toEqual([]);
        });
      }
    }

    // The narrowest strip, where the words' lengths decide what fits: the frame matrix opens the
    // panels in English, Arabic and Hebrew; here every shipped language. (French put the
    // shortcuts' key on a third row, below the frame, until it moved into the header's row.)
    it('Listening options at 300×90 in every language: every control inside the frame, none covered', async () => {
      await page().setSize(300, 90);
      const problems: string[] = [];
      for (const lang of SHIPPED_LANGUAGES) {
        await page().goto(`${world.url('normal', 'Dark')}?lang=${lang}`);
        await until(`document.getElementById('app').dataset.app === 'ready' && document.documentElement.lang === ${JSON.stringify(lang)}`, `the player in ${lang}`);
        const [x, y] = await read<[number, number]>(`(() => { const r = document.querySelector('.re-options').getBoundingClientRect(); return [r.left + r.width / 2, r.top + r.height / 2]; })()`);
        await page().clickAt(x, y);
        await until(`!!document.querySelector('.re-panel .re-panel-end')`, `Listening options in ${lang}`);
        problems.push(
          ...(await read<string[]>(`[...document.querySelectorAll('.re-panel button')].filter((control) => control.getClientRects().length).flatMap((control) => {
            const r = control.getBoundingClientRect();
            const name = ${JSON.stringify(lang)} + ': ' + (control.getAttribute('aria-label') || control.textContent.trim());
            if (r.left < 0 || r.top < 0 || r.right > innerWidth || r.bottom > innerHeight) return [name + ' outside the frame (' + [r.left, r.top, r.right, r.bottom].map(Math.round) + ')'];
            return control.contains(document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2)) ? [] : [name + ' covered at its centre'];
          })`)),
        );
      }
      expect(problems).toEqual([]);
      expect(browser!.pageErrors).toEqual([]);
    });

    it('?lang=ar mirrors the layout: the art at the right, Play right of Mute; the play triangle is not mirrored', async () => {
      await page().setSize(480, 180);
      await page().goto(world.url('normal', 'Dark') + '?lang=ar');
      await until(`!!document.querySelector('.re-btn--play') && !!document.querySelector('.re-art, .re-broadcast')`, 'the player');
      const box = (selector: string) => `document.querySelector(${JSON.stringify(selector)}).getBoundingClientRect()`;
      const [play, mute] = await read<[number, number]>(`[${box('.re-btn--play')}.left, ${box('.re-vol .re-btn')}.left]`);
      expect(play).toBeGreaterThan(mute);
      expect(await read(`getComputedStyle(document.querySelector('.re-btn--play svg')).scale`)).toBe('none');
      expect(await read(`getComputedStyle(document.querySelector('.re-vol .re-btn svg')).scale`)).toBe('-1 1');
    });
  });
}

// Issue 33 item 3: the consent dialog fits like the US notice. At every frame size stations embed
// (300×90 to 1200×400 and a phone), Dark and Light, left to right (English) and right to left
// (Arabic): each layer's buttons lie inside the frame and take a real click at their centre, and
// after the choice the compact "Privacy" control is there to go back. Chromium for every cell;
// Firefox and WebKit for the extremes. Screenshots: test-results/frames/<engine>/eu-consent-*.png.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeInEngines } from '../support/frame-page-engines';
import { FRAME_SIZES, screenshotDir } from '../support/frame-matrix';
import type { FramePage } from '../support/frame-page';
import { FRAME_PROBES } from '../support/frame-probes';
import { waitFor } from '../support/wait-for';
import { centreOf } from '../support/centre-of';
import { dialogShown, IN_GERMANY, openFresh, startEuWorld, type EuWorld } from './eu-consent-world';

let world: EuWorld;
beforeAll(async () => {
  world = await startEuWorld(9703);
});
afterAll(async () => world?.close());

interface Control {
  name: string;
  inside: boolean;
  hit: boolean;
  under: string;
}

const controlsOf = async (page: FramePage, scope: string) => {
  await page.evaluate(FRAME_PROBES);
  return (await page.evaluate(`window.__frame.controls(${JSON.stringify(scope)})`)) as Control[];
};

/** Each control's name with where it failed, so a failure says which button, not just "false". */
const misplaced = (controls: Control[]) => controls.filter((c) => !c.inside || !c.hit).map((c) => `${c.name}: inside ${c.inside}, hit ${c.hit} (under ${c.under})`);

const EXTREMES: readonly (readonly [number, number])[] = [
  [300, 90],
  [728, 90],
  [390, 700],
  [1200, 400],
];

const CASES = [
  { scheme: 'Dark', lang: 'en', buttons: ['Accept all', 'Reject all', 'Settings'], back: 'Privacy' },
  { scheme: 'Light', lang: 'ar', buttons: ['قبول الكل', 'رفض الكل', 'الإعدادات'], back: 'الخصوصية' },
] as const;

describeInEngines((engine, browser) => {
  const sizes = engine === 'chromium' ? FRAME_SIZES : EXTREMES;
  for (const [sizeIndex, [width, height]] of sizes.entries()) {
    for (const [index, c] of CASES.entries()) {
      // Every other cell goes through the settings layer, so both layers meet every size class.
      const viaSettings = (sizeIndex + index) % 2 === 1;
      it(`${width}×${height} ${c.scheme} ${c.lang}: every button inside the frame and under a real click${viaSettings ? ', through Settings' : ''}`, async () => {
        const { page, log } = browser();
        const shots = screenshotDir(engine);
        const name = `eu-consent-${width}x${height}-${c.scheme}-${c.lang}`;
        await page.setSize(width, height);
        await openFresh(page, world.url(IN_GERMANY, `&theme=${c.scheme}&lang=${c.lang}`));
        await dialogShown(page);
        if (c.lang === 'ar') expect(await page.evaluate('document.documentElement.dir')).toBe('rtl');
        const first = await controlsOf(page, '.re-eu-consent .re-privacy-actions');
        expect(first.map((control) => control.name)).toEqual(c.buttons);
        expect(misplaced(first)).toEqual([]);
        // The words start at their first line inside the frame (they scroll below it, never above).
        expect(await page.evaluate(`(() => { const r = document.querySelector('.re-eu-consent h2').getBoundingClientRect(); return r.top >= 0 && r.top < innerHeight; })()`)).toBe(true);
        await page.screenshot(`${shots}/${name}.png`);

        if (viaSettings) {
          await page.clickAt(...(await centreOf(page, '[data-choice="settings"]')));
          await waitFor(async () => page.evaluate(`!!document.querySelector('[data-choice="save"]')`), { what: 'the settings layer' });
          // A panel (issue 32): its header (the title, Back) and Save, inside the frame and under a click.
          const second = await controlsOf(page, '.re-eu-consent .re-head, .re-eu-consent .re-privacy-actions');
          expect(second).toHaveLength(2);
          expect(await page.evaluate(`document.querySelectorAll('.re-eu-consent .re-head h2').length`)).toBe(1);
          expect(misplaced(second)).toEqual([]);
          await page.screenshot(`${shots}/${name}-settings.png`);
          await page.clickAt(...(await centreOf(page, '[data-choice="save"]')));
        } else {
          await page.clickAt(...(await centreOf(page, '[data-choice="reject-all"]')));
        }
        await waitFor(async () => page.evaluate(`!document.querySelector('.re-eu-consent') && !!localStorage.getItem('re-eu-consent')`), {
          what: 'the choice made and the dialog gone',
        });
        const back = await controlsOf(page, '.re-eu-consent-inline');
        expect(back.map((control) => control.name)).toEqual([c.back]);
        expect(misplaced(back)).toEqual([]);
        await page.screenshot(`${shots}/${name}-chosen.png`);
        expect(log.pageErrors).toEqual([]);
      });
    }
  }
});

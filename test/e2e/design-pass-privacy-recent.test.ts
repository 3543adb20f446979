// Issue 32 item 3, the rest of the panels, as a listener meets them in three engines:
// - the US "Your Privacy Choices" popout is a panel like Share: its header (title, one Close),
//   nothing under it, every control inside the frame and under the pointer at its centre, the
//   spec's words, and its backdrop over the whole player: the pointer anywhere on the frame finds
//   the sheet, and every bar control clear of the card (Share, the moon) is dimmed in the
//   screenshot behind it, as behind the explicit notice; a real click on the header's Close closes it;
// - Recently played right to left (Arabic): a Latin title shows its start (cut at its end), the
//   time reads in its own order ("12:00 PM", not "PM 12:00"), and no entry lies under the header.
// Screenshots: test-results/design-pass/<engine>/privacy-*.png and recent-*.png.
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { EN_PRIVACY } from '../../runtime/features/privacy/words';
import { describeInEngines } from '../support/frame-page-engines';
import { emptyStorage } from '../support/empty-storage';
import type { FramePage } from '../support/frame-page';
import { FRAME_PROBES } from '../support/frame-probes';
import { startFrameWorld, type FrameWorld } from '../support/frame-world';
import { REPO_ROOT } from '../support/repo-root';
import { waitFor } from '../support/wait-for';

const PRIVACY_SIZES: readonly (readonly [number, number])[] = [
  [300, 90],
  [320, 120],
  [728, 90],
  [480, 180],
  [300, 250],
  [1200, 400],
];
const RTL_SIZES: readonly (readonly [number, number])[] = [
  [320, 120],
  [728, 90],
];

const js = (value: unknown) => JSON.stringify(value);

interface Control {
  name: string;
  inside: boolean;
  hit: boolean;
  under: string;
  box: number[];
}

/** What a page-side check needs: boxes and their overlap. */
const BOXES = `(() => {
  const box = (el) => { const r = el.getBoundingClientRect(); return [r.left, r.top, r.right, r.bottom]; };
  const overlap = (a, b) => Math.min(a[2], b[2]) - Math.max(a[0], b[0]) > 0.5 && Math.min(a[3], b[3]) - Math.max(a[1], b[1]) > 0.5;
  window.__boxes = { box, overlap };
})()`;

/**
 * The brightest pixel (0–255, the largest channel) of a screenshot inside a CSS box: a control's
 * icon and ring, which a sheet over it dims.
 */
function brightest(file: string, viewportWidth: number, [left = 0, top = 0, width = 0, height = 0]: number[]): number {
  const png = PNG.sync.read(readFileSync(file));
  const scale = png.width / viewportWidth;
  let max = 0;
  for (let y = Math.max(0, Math.floor(top * scale)); y < Math.min(png.height, Math.ceil((top + height) * scale)); y++) {
    for (let x = Math.max(0, Math.floor(left * scale)); x < Math.min(png.width, Math.ceil((left + width) * scale)); x++) {
      const i = (y * png.width + x) * 4;
      max = Math.max(max, png.data[i]!, png.data[i + 1]!, png.data[i + 2]!);
    }
  }
  return max;
}

let world: FrameWorld;
beforeAll(async () => {
  world = await startFrameWorld();
});
afterAll(async () => world?.close());

/** The page's helpers for one cell: waits, real clicks at an element's centre, and problems found. */
function cell(page: FramePage, name: string) {
  const until = (expression: string, what: string, timeoutMs = 10_000) =>
    waitFor(async () => (await page.evaluate(expression)) as unknown, { what: `${what} (${name})`, timeoutMs });
  const clickCentre = async (selector: string) => {
    const at = (await page.evaluate(
      `(() => { const r = document.querySelector(${js(selector)})?.getBoundingClientRect(); return r && [r.left + r.width / 2, r.top + r.height / 2]; })()`,
    )) as [number, number] | null;
    if (!at) throw new Error(`${selector} is not on the page (${name})`);
    await page.clickAt(...at);
  };
  const reachable = async (scope: string, problems: string[]) => {
    for (const c of (await page.evaluate(`window.__frame.controls(${js(scope)})`)) as Control[]) {
      if (!c.inside) problems.push(`${c.name} lies outside the frame: box ${c.box.join(',')}`);
      if (!c.hit) problems.push(`${c.name} is not under the pointer at its centre: ${c.under} is`);
    }
  };
  return { until, clickCentre, reachable };
}

describeInEngines((engine, browser) => {
  const dir = join(REPO_ROOT, 'test-results/design-pass', engine);
  mkdirSync(dir, { recursive: true });

  for (const [width, height] of PRIVACY_SIZES) {
    it(`${width}×${height}: Your Privacy Choices is a panel with one header, over the whole player`, async () => {
      const { page } = browser();
      const name = `${width}x${height}`;
      const { until, clickCentre, reachable } = cell(page, name);
      const problems: string[] = [];
      const popout = '.re-privacy-popout';
      await page.setSize(width, height);
      // A fresh listener: the explicit notice first, closed by its Close (not opted out).
      await emptyStorage(page, world.url('privacy', 'Dark'));
      await page.goto(world.url('privacy', 'Dark'));
      await until(`!!document.querySelector('.re-privacy-dialog') && !!document.getElementById('re-privacy-styles')`, 'the explicit notice');
      await page.moveTo(1, 1);
      const shots = { notice: join(dir, `privacy-${name}-notice.png`), idle: join(dir, `privacy-${name}-idle.png`), choices: join(dir, `privacy-${name}.png`) };
      await page.screenshot(shots.notice);
      const cardBox = (selector: string) => page.evaluate(`(() => { const r = document.querySelector(${js(selector)}).getBoundingClientRect(); return [r.left, r.top, r.right, r.bottom]; })()`) as Promise<number[]>;
      const noticeCard = await cardBox('.re-privacy-dialog');
      await clickCentre('.re-privacy-dialog .re-privacy-actions button:last-child');
      await until(`!document.querySelector('.re-privacy-dialog') && !!document.querySelector('.re-privacy-inline > button')`, 'the inline notice');
      await page.moveTo(1, 1);
      await page.evaluate(FRAME_PROBES);
      await page.evaluate(BOXES);
      // The bar's controls, seen before the popout covers them.
      const barControls = (await page.evaluate(`window.__frame.controls('.re-bar')`)) as Control[];
      await page.screenshot(shots.idle);

      await clickCentre('.re-privacy-inline > button');
      await until(`!!document.querySelector(${js(`${popout} .re-head`)}) && getComputedStyle(document.querySelector(${js(`${popout} .re-head`)})).display === 'flex'`, 'the popout with its header');
      await page.moveTo(1, 1);
      await page.screenshot(shots.choices);
      // As the listener sees it: each bar control clear of the dialog's card is dimmed behind the
      // explicit notice's sheet and the popout's (at 1200×400 Share and the moon stayed bright).
      const choicesCard = await cardBox(popout);
      const clear = (card: number[]) => barControls.filter(({ box: [x = 0, y = 0, w = 0, h = 0] }) => x + w <= card[0]! || x >= card[2]! || y + h <= card[1]! || y >= card[3]!);
      for (const [what, shot, card] of [['the explicit notice', shots.notice, noticeCard], ['the popout', shots.choices, choicesCard]] as const) {
        for (const control of clear(card)) {
          const before = brightest(shots.idle, width, control.box), after = brightest(shot, width, control.box);
          if (after > before * 0.6) problems.push(`${control.name} stays bright behind ${what} (${after} of ${before})`);
        }
      }

      const head = (await page.evaluate(`(() => { const head = document.querySelector(${js(`${popout} .re-head`)});
        return { title: head.querySelector('h2')?.textContent ?? '', closes: [...head.querySelectorAll('button')].map((b) => b.getAttribute('aria-label')) }; })()`)) as { title: string; closes: string[] };
      if (head.title !== EN_PRIVACY.choicesButton || head.closes.join() !== EN_PRIVACY.close) problems.push(`the header has title "${head.title}" and closes [${head.closes.join(', ')}]`);
      // The spec's words (§2), and the opposite choice.
      const text = (await page.evaluate(`document.querySelector(${js(popout)}).textContent`)) as string;
      for (const words of [EN_PRIVACY.statusOptedIn, EN_PRIVACY.policyLink, EN_PRIVACY.optOut]) if (!text.includes(words)) problems.push(`the popout lacks "${words}"`);
      await reachable(popout, problems);
      // Nothing under the header: the words, the link and Opt-Out lie clear of its box.
      const under = (await page.evaluate(`(() => { const { box, overlap } = window.__boxes; const card = document.querySelector(${js(popout)}); const h = box(card.querySelector('.re-head'));
        return [...card.querySelectorAll('p, a, .re-privacy-actions button')].filter((el) => overlap(box(el), h)).map((el) => el.textContent.trim().slice(0, 30)); })()`)) as string[];
      for (const part of under) problems.push(`"${part}" lies under the popout's header`);
      // The backdrop covers the whole player: the pointer at a bar control's centre finds the sheet.
      const uncovered = (await page.evaluate(`(${js(barControls.map((c) => [c.name, c.box]))}).filter(([, b]) => {
          const hit = document.elementFromPoint(b[0] + b[2] / 2, b[1] + b[3] / 2); return !hit || !hit.closest('.re-sheet'); }).map(([name]) => name)`)) as string[];
      for (const control of uncovered) problems.push(`${control} is not covered by the popout's backdrop`);
      // …and the rest of the frame (art, title): points across it find the sheet, nothing of the player.
      const bare = (await page.evaluate(`[0.05, 0.3, 0.5, 0.7, 0.95].flatMap((fx) => [0.05, 0.5, 0.95].map((fy) => [Math.round(innerWidth * fx), Math.round(innerHeight * fy)]))
          .filter(([x, y]) => !document.elementFromPoint(x, y)?.closest('.re-sheet')).map(([x, y]) => x + ',' + y + ' ' + (document.elementFromPoint(x, y)?.className || 'nothing'))`)) as string[];
      for (const point of bare) problems.push(`the backdrop leaves the player bare at ${point}`);

      await clickCentre(`${popout} .re-head-close`);
      await until(`!document.querySelector(${js(popout)})`, 'the popout to close');
      if (!(await page.evaluate(`document.activeElement === document.querySelector('.re-privacy-inline > button')`))) problems.push('focus did not come back to the privacy button');
      expect(problems).toEqual([]);
    });
  }

  for (const [width, height] of RTL_SIZES) {
    it(`${width}×${height} ?lang=ar: Recently played shows a Latin title from its start, the time in its own order, no entry under the header`, async () => {
      const { page } = browser();
      const name = `${width}x${height}-ar`;
      const { until, clickCentre, reachable } = cell(page, name);
      const problems: string[] = [];
      await page.setSize(width, height);
      await emptyStorage(page, world.url('normal', 'Dark'));
      await page.goto(`${world.url('normal', 'Dark')}?lang=ar`);
      await until(`!!document.querySelector('.re-track')?.textContent`, 'the player and its track');
      // A track heard: it plays, so Recently played has an entry.
      await clickCentre('.re-btn--play');
      await until(`document.querySelector('.re-player').dataset.playerState === 'playing'`, 'playback', 20_000);
      await clickCentre('.re-btn--recent');
      await until(`!!document.querySelector('.re-recent .re-recent-item') && getComputedStyle(document.querySelector('.re-recent .re-head')).display === 'flex'`, 'Recently played with an entry');
      await page.moveTo(width / 2, height - 1);
      await page.evaluate(FRAME_PROBES);
      await page.evaluate(BOXES);
      await page.screenshot(join(dir, `recent-${name}.png`));

      const seen = (await page.evaluate(`(() => { const { box, overlap } = window.__boxes; const item = document.querySelector('.re-recent-item');
        const charBox = (el, i) => { const text = el.firstChild; const r = document.createRange(); r.setStart(text, i); r.setEnd(text, i + 1); return r.getBoundingClientRect(); };
        const title = item.querySelector('.re-recent-title'), time = item.querySelector('.re-recent-time');
        const first = charBox(title, 0), own = title.getBoundingClientRect();
        const t = time.textContent;
        return {
          title: title.textContent,
          // The title's first letter inside the title's box (not cut away by the ellipsis side).
          titleStartShown: first.left >= own.left - 0.5 && first.right <= own.right + 0.5,
          time: t,
          // A time written left to right ("06:42 PM"): its first character left of its last.
          timeInOrder: /[A-Za-z]/.test(t) ? charBox(time, 0).left < charBox(time, t.length - 1).left : true,
          underHead: [...item.querySelectorAll('.re-recent-cover, .re-recent-title, .re-recent-time')].filter((el) => overlap(box(el), box(document.querySelector('.re-recent .re-head')))).map((el) => el.className),
        }; })()`)) as { title: string; titleStartShown: boolean; time: string; timeInOrder: boolean; underHead: string[] };
      if (!seen.titleStartShown) problems.push(`the title "${seen.title}" is cut at its start`);
      if (!seen.timeInOrder) problems.push(`the time "${seen.time}" reads out of its order`);
      for (const part of seen.underHead) problems.push(`${part} lies under the header`);
      await reachable('.re-recent', problems);
      await clickCentre('.re-recent .re-head-close');
      await until(`!document.querySelector('.re-recent')`, 'Recently played to close');
      await clickCentre('.re-btn--play');
      expect(problems).toEqual([]);
    });
  }
});

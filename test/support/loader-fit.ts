import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FramePage } from './frame-page';
import { FRAME_PROBES } from './frame-probes';
import { startFrameWorld, type FrameWorld } from './frame-world';
import { serveStation, type ServedStation } from './served-station';
import { startHostPageServer } from './host-page-server';
import type { LoaderBrowser } from './loader-browser';
import type { Listening } from './loopback';
import { waitFor } from './wait-for';
import { renderLoaderSnippet } from '../../cli/render/render-snippet';

/**
 * Page widths from a small phone to a wide desktop; the page's own margin (8 px) is left in. 414
 * and 416 stand on each side of the loader's step (contract/loader-frame.ts: a 398 px frame
 * stacks at 478 px, a 400 px one is the row at 180 px, its narrowest); 415 was checked once too.
 */
export const PAGE_WIDTHS = [280, 320, 360, 414, 416, 480, 600, 768, 1024, 1600] as const;
/** A host page whose own CSS would change any div it holds (the slot is one), at a phone's width (the player stacked). */
const HOSTILE_CSS = { path: 'hostile-css', width: 360, css: '* { box-sizing: border-box } div { padding: 20px; margin: 10px; border: 3px solid; height: 40px }' } as const;
/** The fixed size a host page asks for on the tag (`data-width`, `data-height`): a sidebar box. */
const FIXED = { path: 'fixed', width: 300, height: 250 } as const;
/** Tall enough for the tallest player (a stacked one under 400 px) below the page's heading. */
const PAGE_HEIGHT = 700;

/**
 * Installed before the loader runs: the iframe's box (width × height) each time it changes from
 * its insertion on, layout shifts where the engine reports them (Chromium), errors, and `ready`.
 */
const RECORDER = `
window.__host = { boxes: [], shifts: null, errors: [], ready: false, afterTop: null };
addEventListener('error', (event) => __host.errors.push(String(event.message)));
document.addEventListener('radio-embed:ready', () => (__host.ready = true));
if (window.PerformanceObserver && PerformanceObserver.supportedEntryTypes.includes('layout-shift')) {
  __host.shifts = [];
  new PerformanceObserver((list) => { for (const entry of list.getEntries()) __host.shifts.push(entry.value); }).observe({ type: 'layout-shift', buffered: true });
}
// Where the line after the tag was first laid out (before the loader ran, where it ran after the
// page had painted, as an async script does): the host page's shift in any engine, read against
// where it is at the end.
const pageTop = (el) => el.getBoundingClientRect().top + scrollY;
new MutationObserver((_, observer) => {
  const after = document.getElementById('after');
  if (!after) return;
  observer.disconnect();
  __host.afterTop = pageTop(after);
}).observe(document, { childList: true, subtree: true });
new MutationObserver((_, observer) => {
  const frame = document.querySelector('iframe');
  if (!frame) return;
  observer.disconnect();
  const note = () => {
    const r = frame.getBoundingClientRect();
    const box = Math.round(r.width) + 'x' + Math.round(r.height);
    if (__host.boxes[__host.boxes.length - 1] !== box) __host.boxes.push(box);
  };
  note();
  new ResizeObserver(note).observe(frame);
}).observe(document, { childList: true, subtree: true });`;

/** A station's site with no CSS of its own: a heading, a line, the loader snippet (`tag`), a line. */
const hostPage = (tag: string, css = '') => `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>A station's site</title>
<script>${RECORDER}</script>${css && `<style>${css}</style>`}</head><body>
<h1>A station's own site</h1><p>Before the player.</p>
${tag}
<p id="after">After the player.</p>
</body></html>`;
/** The loader snippet as `snippet --loader` prints it: the slot that keeps the player's space, and the tag. */
const printedSnippet = (origin: string, sid: string) => renderLoaderSnippet({ publicUrl: origin, sid: Number(sid), title: 'Radio', scheme: 'Dark' });

/**
 * The stations: one whose app comes on the listener's pointer (the painted player is checked
 * before it), one with a polled feed and a long track (its app starts with the page), and a
 * privacy station (its notice open, then closed).
 */
const KINDS = ['on intent', 'now playing', 'privacy'] as const;
type Kind = (typeof KINDS)[number];

interface HostRecord {
  boxes: string[];
  shifts: number[] | null;
  errors: string[];
  ready: boolean;
  /** The top of the line after the tag (page coordinates) when it was first laid out. */
  afterTop: number | null;
}

/** What the recorder saw on the host page so far. */
const hostRecord = async (page: FramePage): Promise<HostRecord> => (await page.evaluate('window.__host')) as HostRecord;

/** How far the line after the tag moved from where it was first laid out (page coordinates, px). */
const lineMoved = async (page: FramePage, { afterTop }: HostRecord): Promise<number> =>
  ((await page.evaluate(`document.getElementById('after').getBoundingClientRect().top + scrollY`)) as number) - afterTop!;

/** Every visible control in `scope` (and the title and track in the player) inside the frame's viewport. */
const outside = (scope: string) => `(() => {
  const inside = (r) => r.left >= -0.5 && r.top >= -0.5 && r.right <= innerWidth + 0.5 && r.bottom <= innerHeight + 0.5;
  const controls = window.__frame.controls(${JSON.stringify(scope)});
  const out = controls.filter((c) => !c.inside).map((c) => c.name + ' at ' + c.box.join(','));
  if (${JSON.stringify(scope)} === '.re-player')
    for (const el of document.querySelectorAll('.re-title, .re-track')) {
      const r = el.getBoundingClientRect();
      if (r.width > 0 && !inside(r)) out.push(el.className + ' at ' + [r.left, r.top, r.width, r.height].map(Math.round).join(','));
    }
  return { out, names: controls.map((c) => c.name), viewport: innerWidth + 'x' + innerHeight };
})()`;

interface Fit {
  out: string[];
  names: string[];
  viewport: string;
}

/**
 * The loader's player on a host page with no CSS at each page width, as a listener meets it:
 * before the app (the painted player) and after it (the pointer over the player), with a long
 * track, and for a privacy station with its notice open and then closed. Every control (and
 * the title and track) lies inside the iframe; the iframe's box never changes after its
 * insertion, and takes the slot the snippet kept: the line after it never moves (Chromium's layout
 * shifts: none).
 */
export function describeLoaderFit(engine: string, launch: () => Promise<LoaderBrowser>): void {
  describe(`the loader's player on a host page with no CSS (${engine})`, () => {
    let world: FrameWorld;
    let painted: ServedStation;
    let host: Listening;
    let browser: LoaderBrowser | undefined;

    beforeAll(async () => {
      world = await startFrameWorld();
      // No polled feed, no notice: its app comes on the pointer, so the painted player is seen.
      painted = await serveStation({ station: { sid: 9611, title: 'Loader Fit Radio 101.5 FM' }, data: { audioHtml: world.stream.url }, ui: { flower: [{ type: 'Volume' }] } });
      const station: Record<Kind, () => URL> = {
        'on intent': () => new URL(painted.url()),
        'now playing': () => new URL(world.url('normal', 'Dark')),
        privacy: () => new URL(world.url('privacy', 'Dark')),
      };
      host = await startHostPageServer((path) => {
        if (path === `/${HOSTILE_CSS.path}`) return hostPage(printedSnippet(new URL(painted.url()).origin, String(painted.build.id)), HOSTILE_CSS.css);
        // A host that wants a fixed size says so on the tag.
        // A tag alone (hand-written, or a snippet of before the slot): the loader inserts the frame after it.
        if (path === `/${FIXED.path}`)
          return hostPage(`<script src="${new URL(painted.url()).origin}/embed.js" data-station="${painted.build.id}" data-width="${FIXED.width}" data-height="${FIXED.height}" async></script>`);
        const url = station[decodeURIComponent(path.slice(1)) as Kind]?.();
        return url ? hostPage(printedSnippet(url.origin, url.pathname.split('/')[1]!)) : '';
      });
      browser = await launch();
    });

    afterAll(async () => {
      await browser?.close();
      await host?.close();
      await painted?.close();
      await world?.close();
    });

    it(`data-width="${FIXED.width}" data-height="${FIXED.height}" on the tag: the frame keeps that size, and every control lies inside it`, async () => {
      const { page, inPlayer } = browser!;
      await page.setSize(1024, PAGE_HEIGHT);
      await page.moveTo(1, 1);
      await page.goto(`${host.url}/${FIXED.path}`);
      await waitFor(async () => (await hostRecord(page)).ready, { what: "the fixed player's ready" });
      // The app, brought by the pointer: it asks for the height its layout wants, which the tag's size overrules.
      const [x, y] = (await page.evaluate(`(() => { const r = document.querySelector('iframe').getBoundingClientRect(); return [r.left + 20, r.top + 20]; })()`)) as [number, number];
      await page.moveTo(x, y);
      await waitFor(async () => Boolean(await inPlayer(`document.getElementById('app').dataset.app === 'ready'`)), { what: 'the fixed player\'s app' });
      await inPlayer(FRAME_PROBES);
      const fit = (await inPlayer(outside('.re-player'))) as Fit;
      const { boxes, errors } = await hostRecord(page);
      expect({ boxes, out: fit.out, errors }).toEqual({ boxes: [`${FIXED.width}x${FIXED.height}`], out: [], errors: [] });
      expect(fit.names).toContain('Play');
    });

    it('a host whose CSS gives every div a padding, a margin and border-box sizing: the slot keeps the frame\'s size, and nothing moves', async () => {
      const { page } = browser!;
      await page.setSize(HOSTILE_CSS.width, PAGE_HEIGHT);
      await page.moveTo(1, 1);
      await page.goto(`${host.url}/${HOSTILE_CSS.path}`);
      await waitFor(async () => (await hostRecord(page)).ready, { what: "the player's ready on the hostile page" });
      const record = await hostRecord(page);
      const { boxes, errors } = record;
      const moved = await lineMoved(page, record);
      expect({ boxes, moved: Math.round(moved), errors }).toEqual({ boxes: [`${HOSTILE_CSS.width - 16}x${HOSTILE_CSS.width - 16 + 80}`], moved: 0, errors: [] });
    });

    for (const width of PAGE_WIDTHS) {
      for (const kind of KINDS) {
        it(`${width} px wide, ${kind} station`, async () => {
          const { page, inPlayer } = browser!;
          const problems: string[] = [];
          const fits = async (scope: string, when: string, expected: RegExp) => {
            await inPlayer(FRAME_PROBES);
            const fit = (await inPlayer(outside(scope))) as Fit;
            problems.push(...fit.out.map((what) => `${when}: ${what} lies outside the ${fit.viewport} frame`));
            if (!fit.names.some((name) => expected.test(name))) problems.push(`${when}: no ${expected} among ${fit.names.join(', ')}`);
          };
          const inFrame = (expression: string, what: string) => waitFor(async () => Boolean(await inPlayer(expression)), { what: `${what} (${width} px, ${kind})` });
          const record = () => hostRecord(page);

          await page.setSize(width, PAGE_HEIGHT);
          // The pointer away from where the player will be: its arrival is the app's cue.
          await page.moveTo(1, 1);
          await page.goto(`${host.url}/${encodeURIComponent(kind)}`);
          await waitFor(async () => (await record()).ready, { what: `the player's ready (${width} px, ${kind})` });
          const iframe = (await page.evaluate(
            `(() => { const r = document.querySelector('iframe').getBoundingClientRect(); return [r.left, r.top, r.width, r.height]; })()`,
          )) as [number, number, number, number];
          const centre = (selector: string) =>
            inPlayer(`(() => { const r = document.querySelector(${JSON.stringify(selector)}).getBoundingClientRect(); return [r.left + r.width / 2, r.top + r.height / 2]; })()`) as Promise<
              [number, number]
            >;

          if (kind === 'on intent') {
            if (await inPlayer(`document.getElementById('app').dataset.app === 'ready'`)) problems.push('the app was there before the pointer came');
            await fits('.re-player', 'before the app', /^Play$/);
            await page.moveTo(iframe[0] + iframe[2] / 2, iframe[1] + iframe[3] / 2);
          } else if (kind === 'privacy') {
            await inFrame(`!!document.querySelector('.re-privacy-dialog') && !!document.getElementById('re-privacy-styles')`, 'the privacy notice');
            await fits('.re-privacy-dialog', 'the privacy notice', /^Close$/);
            const [x, y] = await centre('.re-privacy-dialog .re-privacy-actions button:last-child');
            await page.clickAt(iframe[0] + x, iframe[1] + y);
            await inFrame(`!document.querySelector('.re-privacy-dialog') && !!document.querySelector('.re-privacy-inline button')`, 'the notice to close');
          }
          const track = kind === 'now playing' ? `&& !!document.querySelector('.re-track')?.textContent` : '';
          await inFrame(`document.getElementById('app').dataset.app === 'ready' ${track}`, 'the app');
          await fits('.re-player', 'after the app', /^Listening options$/);
          if (kind === 'privacy') await inPlayer('localStorage.clear()');

          const recorded = await record();
          const { boxes, shifts, errors } = recorded;
          const moved = await lineMoved(page, recorded);
          const shift = shifts === null ? 'not measured by this engine' : shifts.reduce((sum, value) => sum + value, 0).toFixed(4);
          console.log(`${engine} ${width} px, ${kind}: iframe ${boxes.join(' → ')}; the line after it moved ${moved.toFixed(1)} px; layout shift ${shift}`);
          expect(problems).toEqual([]);
          // The slot kept the frame's space from the first paint: nothing after it moved, and
          // where the engine measures it, no layout shift at all.
          expect(Math.abs(moved)).toBeLessThanOrEqual(1);
          if (shifts !== null) expect(shifts).toEqual([]);
          // One box from its insertion on: the host page never moves under the listener.
          expect(boxes).toHaveLength(1);
          expect(boxes[0]!.split('x')[0]).toBe(`${width - 16}`);
          expect(errors).toEqual([]);
        });
      }
    }
  });
}

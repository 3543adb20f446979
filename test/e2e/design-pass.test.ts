// Issue 32, the design pass, as a listener meets it in three engines, at the strips (300×90,
// 320×120, 728×90), the card (480×180), the near-square (300×250) and the wide card (1200×400):
// - a short or a long track line resizes no art and moves no control (the cause of layout-stable's
//   300×250 flake: a late long track wrapped to two lines and took one from the art);
// - nothing in the bar sits on the cover art; the strip's bar sits at the frame's end edge;
// - the folded volume pill, opened by hovering Mute, covers neither Play nor the title or track;
// - each panel (Share, Recently played, Listening options), opened by a real click, has the one
//   header (title, close) and no content under it, every control inside the frame and under the
//   pointer at its centre, readable (contrast from computed colours), sized to its content in a
//   wide frame, and closes by a real click on its header's close;
// - Listening options shows no "Bitrate not declared" and keeps "Stop playing in" where there is room.
// Screenshots: test-results/design-pass/<engine>/.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { CATALOGUES } from '../../runtime/features/i18n/catalogues';
import en from '../support/english';
import { centreOf } from '../support/centre-of';
import { describeInEngines } from '../support/frame-page-engines';
import { FRAME_PROBES } from '../support/frame-probes';
import { LONG_TRACK, startFrameWorld, type FrameWorld } from '../support/frame-world';
import { REPO_ROOT } from '../support/repo-root';
import { waitFor } from '../support/wait-for';

/** The sizes, and the small strips again right to left (Arabic): the corner and the pill mirror. */
const SIZES: readonly (readonly [number, number, ('ar' | undefined)?])[] = [
  [300, 90],
  [320, 120],
  [728, 90],
  [480, 180],
  [300, 250],
  [1200, 400],
  [300, 90, 'ar'],
  [320, 120, 'ar'],
];

const js = (value: unknown) => JSON.stringify(value);

/** Page-side helpers: boxes, overlap, and what the pointer finds over an element's text. */
const HELPERS = `(() => {
  const box = (el) => { const r = el.getBoundingClientRect(); return [r.left, r.top, r.right, r.bottom].map((v) => Math.round(v * 10) / 10); };
  const shown = (el) => el.getClientRects().length > 0 && getComputedStyle(el).visibility !== 'hidden';
  const overlap = (a, b) => Math.min(a[2], b[2]) - Math.max(a[0], b[0]) > 0.5 && Math.min(a[3], b[3]) - Math.max(a[1], b[1]) > 0.5;
  const name = (el) => (el.getAttribute('aria-label') || el.textContent || el.tagName).trim().slice(0, 40);
  /** Points over the words of el (each line of text), and over the whole box of a control. */
  const points = (el) => {
    const rects = [];
    if (el.matches('button, a, input')) rects.push(el.getBoundingClientRect());
    else {
      // The words' own boxes, cut to the element's (an ellipsis hides the rest).
      const range = document.createRange(); range.selectNodeContents(el); const own = el.getBoundingClientRect();
      for (const r of range.getClientRects()) { const left = Math.max(r.left, own.left), right = Math.min(r.right, own.right); rects.push({ left, top: r.top, width: right - left, height: r.height }); }
    }
    return rects.filter((r) => r.width > 0).flatMap((r) => [0.1, 0.5, 0.9].flatMap((fx) => [0.3, 0.7].map((fy) => [r.left + r.width * fx, r.top + r.height * fy])))
      .filter(([x, y]) => x >= 0 && y >= 0 && x < innerWidth && y < innerHeight);
  };
  window.__design = { box, shown, overlap, name, points };
})()`;

let world: FrameWorld;
beforeAll(async () => {
  world = await startFrameWorld();
});
afterAll(async () => world?.close());

describeInEngines((engine, browser) => {
  const dir = join(REPO_ROOT, 'test-results/design-pass', engine);
  mkdirSync(dir, { recursive: true });

  for (const [width, height, lang] of SIZES) {
    it(`${width}×${height}${lang ? ` ?lang=${lang}` : ''}: the bar clear of the art, the volume pill clear of Play and the words, panels with one header`, async () => {
      const { page } = browser();
      const problems: string[] = [];
      const name = `${width}x${height}${lang ? `-${lang}` : ''}`;
      // The words the listener meets: the buttons' and panels' names in the page's language.
      const t = lang ? (await CATALOGUES[lang]()).default : en;
      const shot = (state: string) => page.screenshot(join(dir, `${name}-${state}.png`));
      const until = (expression: string, what: string, timeoutMs = 10_000) =>
        waitFor(async () => (await page.evaluate(expression)) as unknown, { what: `${what} (${name})`, timeoutMs });
      const clickCentre = async (selector: string) => page.clickAt(...(await centreOf(page, selector, name)));
      const away = () => page.moveTo(width - 1, height - 1);
      const reachable = async (scope: string) => {
        const controls = (await page.evaluate(`window.__frame.controls(${js(scope)})`)) as { name: string; inside: boolean; hit: boolean; under: string; box: number[] }[];
        for (const c of controls) {
          if (!c.inside) problems.push(`${c.name} lies outside the frame: box ${c.box.join(',')}`);
          if (!c.hit) problems.push(`${c.name} is not under the pointer at its centre: ${c.under} is`);
        }
      };
      const readable = async (scope: string) => {
        for (const c of (await page.evaluate(`window.__frame.contrast(${js(scope)})`)) as { what: string; ratio: number; need: number }[]) {
          if (c.ratio < c.need) problems.push(`${c.what} in ${scope}: contrast ${c.ratio}:1, needs ${c.need}:1`);
        }
      };

      await page.setSize(width, height);
      await page.goto(`${world.url('normal', 'Dark')}${lang ? `?lang=${lang}` : ''}`);
      await page.evaluate(FRAME_PROBES);
      await page.evaluate(HELPERS);
      await until(`!!document.querySelector('.re-btn--play') && !!document.querySelector('.re-track')?.textContent`, 'the player and its track');
      await away();
      await shot('idle');

      // The track line's length (a late now-playing answer, the next song) resizes no art and
      // moves no control: the art and the bar measured with a one-letter track and with the long one.
      const withTrack = async (text: string) =>
        (await page.evaluate(`(() => { const words = document.querySelector('.re-track').firstChild; const was = words.data; words.data = ${js(text)};
          const a = document.querySelector('.re-art').getBoundingClientRect(), b = document.querySelector('.re-bar').getBoundingClientRect();
          words.data = was; return [a.width, a.height, b.left, b.top].map(Math.round).join(','); })()`)) as string;
      const short = await withTrack('x');
      const long = await withTrack(`${LONG_TRACK.title} - ${LONG_TRACK.artist}`);
      if (short !== long) problems.push(`the art and bar [width, height, bar left, bar top] are ${short} with a short track and ${long} with a long one`);

      // Nothing in the bar sits on the art.
      const onArt = (await page.evaluate(`(() => { const d = window.__design; const art = document.querySelector('.re-art');
        return [...document.querySelectorAll('.re-bar button, .re-bar a')].filter(d.shown).filter((b) => d.overlap(d.box(b), d.box(art))).map(d.name); })()`)) as string[];
      for (const control of onArt) problems.push(`${control} sits on the cover art`);
      // …nor on the words: the pointer over the title and the track finds them, not a control.
      const onWords = (await page.evaluate(`(() => { const d = window.__design;
        return ['.re-title', '.re-track'].filter((s) => d.points(document.querySelector(s)).some(([x, y]) => !!document.elementFromPoint(x, y)?.closest('button, a, input'))); })()`)) as string[];
      for (const words of onWords) problems.push(`a control sits on ${words}`);
      // A strip's bar ends at the frame's end edge (its padding), not floating in the middle.
      if (height < 130 && width >= 560) {
        const gap = (await page.evaluate(`(() => { const b = [...document.querySelectorAll('.re-bar > *')].filter(window.__design.shown).map((e) => e.getBoundingClientRect().right); return Math.round(innerWidth - Math.max(...b)); })()`)) as number;
        if (gap > 24) problems.push(`the strip's last control ends ${gap} px from the frame's edge`);
      }
      await reachable('.re-player');

      // The volume pill, where the slider folds into Mute: opened by hovering Mute, it covers
      // neither Play nor the title and track.
      const folded = (await page.evaluate(`getComputedStyle(document.querySelector('.re-volume')).display === 'none'`)) as boolean;
      if (folded) {
        await page.moveTo(...(await centreOf(page, '.re-vol .re-btn', name)));
        await until(`getComputedStyle(document.querySelector('.re-volume')).display !== 'none'`, 'the volume pill to open');
        await shot('volume');
        const covered = (await page.evaluate(`(() => { const d = window.__design; const vol = document.querySelector('.re-vol');
          return ['.re-btn--play', '.re-title', '.re-track'].flatMap((s) => { const el = document.querySelector(s); if (!el || !d.shown(el)) return [];
            return d.points(el).some(([x, y]) => vol.contains(document.elementFromPoint(x, y))) ? [s] : []; }); })()`)) as string[];
        for (const part of covered) problems.push(`the volume pill covers ${part}`);
        await reachable('.re-vol');
        await away();
        await until(`getComputedStyle(document.querySelector('.re-volume')).display === 'none'`, 'the volume pill to close');
      }

      const panels = [
        { button: t.share, surface: '.re-share:not(.re-recent)', state: 'share' },
        { button: t.recentlyPlayed, surface: '.re-recent', state: 'recent' },
        { button: t.listeningOptions, surface: '.re-panel', state: 'options' },
      ];
      for (const { button, surface, state } of panels) {
        await clickCentre(`.re-bar button[aria-label=${js(button)}]`);
        await until(`!!document.querySelector(${js(`${surface} .re-head`)})`, `the ${state} panel with its header`);
        // The panel's own style sheet is in.
        await until(`getComputedStyle(document.querySelector(${js(`${surface} .re-head`)})).display === 'flex'`, `the ${state} panel's style`);
        await shot(state);
        await reachable(surface);
        await readable(surface);
        // No content under the header: every visible element outside it lies clear of its box.
        const under = (await page.evaluate(`(() => { const d = window.__design; const panel = document.querySelector(${js(surface)}); const head = panel.querySelector('.re-head');
          const h = d.box(head);
          return [...panel.querySelectorAll('*')].filter((el) => !head.contains(el) && !el.contains(head) && d.shown(el) && !el.matches('.re-said'))
            // What paints: a control, an image or cover, a list entry, words of its own.
            .filter((el) => el.matches('button, a, input, img, li, [class*=cover]') || [...el.childNodes].some((n) => n.nodeType === 3 && n.textContent.trim()))
            .filter((el) => { const b = d.box(el); return b[2] - b[0] > 0 && b[3] - b[1] > 0 && d.overlap(b, h); }).map((el) => el.tagName.toLowerCase() + '.' + el.className + ' "' + d.name(el) + '"'); })()`)) as string[];
        for (const part of under) problems.push(`${state}: ${part} lies under the panel's header`);
        const head = (await page.evaluate(`(() => { const head = document.querySelector(${js(`${surface} .re-head`)}); return { title: head.querySelector('h2')?.textContent ?? '', close: head.querySelectorAll('.re-head-close').length }; })()`)) as { title: string; close: number };
        if (!head.title || head.close !== 1) problems.push(`${state}: the header has title "${head.title}" and ${head.close} close buttons`);
        // Sized to its content: in a wide frame the surface is a card, not the whole frame.
        if (width >= 1000) {
          const wide = (await page.evaluate(`document.querySelector(${js(surface)}).querySelector('.re-head').parentElement.getBoundingClientRect().width`)) as number;
          if (wide > width * 0.6) problems.push(`${state}: the panel is ${Math.round(wide)} px wide in a ${width} px frame`);
        }
        if (state === 'options') {
          const text = (await page.evaluate(`document.querySelector('.re-panel').innerText`)) as string;
          // The stations here declare no bitrate: the old menu said so to the listener.
          if (text.includes('Bitrate not declared')) problems.push('Listening options shows "Bitrate not declared"');
          if (width >= 480 && !text.includes(t.stopPlayingIn)) problems.push(`Listening options drops "${t.stopPlayingIn}" at ${name}`);
        }
        const close = state === 'options' ? t.close : t.back;
        await clickCentre(`${surface} .re-head button[aria-label=${js(close)}]`);
        await until(`!document.querySelector(${js(surface)})`, `the ${state} panel to close`);
        await away();
      }
      expect(problems).toEqual([]);
    });
  }
});

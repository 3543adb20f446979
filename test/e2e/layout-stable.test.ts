// Issue 32 §1 "Nothing moves": at each frame class's sizes, the boxes of Play, Mute, Listening
// options, Share and the cover art are the same idle, connecting, playing and after Stop (±1 px),
// played for real (an MP3 stream on loopback, a real click at Play's centre). The page records
// every box on every animation frame, so the short connecting state is measured too.
// While playing, the LIVE badge on Stop overlaps no other control and lies inside the frame, in
// English, Arabic and Italian (the longest word), at every size.
// Screenshots of idle and playing: test-results/layout-stable/<engine>/.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeInEngines } from '../support/frame-page-engines';
import { startFrameWorld, type FrameWorld } from '../support/frame-world';
import { failWithPlayerState } from '../support/player-state';
import { REPO_ROOT } from '../support/repo-root';
import { waitFor } from '../support/wait-for';

/** The strip (300×90, 320×120, 728×90), the card (480×180), the near-square (300×250), the wide card (1200×400). */
const FRAMES = [
  [300, 90],
  [320, 120],
  [480, 180],
  [300, 250],
  [728, 90],
  [1200, 400],
] as const;
/** Each in English, Arabic (right to left, a wider LIVE) and Italian (the longest LIVE: IN DIRETTA). */
const SIZES = FRAMES.flatMap(([width, height]) => (['', 'ar', 'it'] as const).map((lang) => [width, height, lang] as const));

const PARTS = {
  Play: '.re-btn--play',
  Mute: '.re-vol > .re-btn',
  'Listening options': '.re-options',
  Share: 'button[aria-label="Share"]',
  'cover art': '.re-art',
};

/** Installs a recorder: the parts' boxes (rounded to 0.1 px) on every frame, kept when they change. */
const RECORD = `(() => {
  const parts = ${JSON.stringify(PARTS)};
  const seen = (window.__layouts = []);
  const sample = () => {
    const boxes = {};
    for (const [name, selector] of Object.entries(parts)) {
      const r = document.querySelector(selector)?.getBoundingClientRect();
      boxes[name] = r && r.width > 0 ? [r.left, r.top, r.width, r.height].map((v) => Math.round(v * 10) / 10) : null;
    }
    const state = document.querySelector('.re-btn--play')?.getAttribute('data-state') ?? 'none';
    const last = seen[seen.length - 1];
    if (!last || last.state !== state || JSON.stringify(last.boxes) !== JSON.stringify(boxes)) seen.push({ state, boxes });
    if (!window.__layoutsStop) requestAnimationFrame(sample);
  };
  sample();
})()`;

interface Layout {
  state: string;
  boxes: Record<string, number[] | null>;
}

/** The LIVE badge's box against every other control's (Stop excepted: it sits on Stop) and the frame. */
const LIVE_CLEAR = `(() => {
  const box = (el) => el.getBoundingClientRect();
  const live = document.querySelector('.re-live');
  const b = box(live);
  const problems = [];
  if (b.width === 0) problems.push('no LIVE badge');
  if (b.left < 0 || b.top < 0 || b.right > innerWidth || b.bottom > innerHeight) problems.push('LIVE [' + [b.left, b.top, b.right, b.bottom].join(', ') + '] leaves the frame');
  for (const el of document.querySelectorAll('button:not(.re-btn--play), a, input')) {
    const r = box(el);
    if (r.width === 0 || el.getClientRects().length === 0) continue;
    if (Math.min(b.right, r.right) - Math.max(b.left, r.left) > 0 && Math.min(b.bottom, r.bottom) - Math.max(b.top, r.top) > 0)
      problems.push('LIVE covers ' + (el.getAttribute('aria-label') || el.textContent || el.tagName).trim().slice(0, 40));
  }
  return problems;
})()`;

/** Each part that moved or resized by more than 1 px from its idle box, in which state, and how. */
function moves(idle: Layout, layouts: Layout[]): string[] {
  const found = new Set<string>();
  for (const { state, boxes } of layouts) {
    for (const [part, was] of Object.entries(idle.boxes)) {
      const now = boxes[part];
      if (!was || !now) {
        if (was !== now) found.add(`${part} ${was ? 'disappears' : 'appears'} when ${state}`);
        continue;
      }
      if (now.some((v, i) => Math.abs(v - was[i]!) > 1)) found.add(`${part} ${state}: [${now.join(', ')}], idle [${was.join(', ')}]`);
    }
  }
  return [...found];
}

let world: FrameWorld;
beforeAll(async () => {
  world = await startFrameWorld();
});
afterAll(async () => world?.close());

describeInEngines((engine, browser) => {
  const dir = join(REPO_ROOT, 'test-results/layout-stable', engine);
  mkdirSync(dir, { recursive: true });

  for (const [width, height, lang] of SIZES) {
    it(`${width}×${height}${lang ? ` ?lang=${lang}` : ''}: nothing moves idle, connecting, playing and after Stop; LIVE clear of the others`, async () => {
      const name = `${width}x${height}${lang ? `-${lang}` : ''}`;
      const { page } = browser();
      const until = (expression: string, what: string, timeoutMs = 20_000) =>
        waitFor(async () => (await page.evaluate(expression)) as unknown, { what: `${what} (${width}×${height})`, timeoutMs });
      await page.setSize(width, height);
      await page.goto(`${world.url('normal', 'Dark')}${lang ? `?lang=${lang}` : ''}`);
      // With ?lang= the painted player is not this page's: hidden from the first frame, dropped
      // by the page's script, and the app renders afresh (contract/stale-paint.ts). Recorded from
      // the painted Play, the first sample could catch the player gone (seen in WebKit under
      // load: Play, Mute, the art and Listening options "appearing" when idle): that arrival is
      // the app's, not a move between states, so the recording starts once the app has
      // rendered. Without a query the painted player is the app's own.
      await until(
        `(document.querySelector('.re-btn--play')?.getBoundingClientRect().width ?? 0) > 0${lang ? ` && document.getElementById('app')?.dataset.app === 'ready'` : ''}`,
        lang ? 'the app rendered, Play laid out' : 'Play laid out',
      );
      // Off the controls, so no hover state is measured as idle.
      await page.moveTo(width - 1, height - 1);
      await page.evaluate(RECORD);
      // The now-playing track may arrive after the recording starts: it is recorded (a long track
      // that wrapped once took a line from the stacked art, before Play).
      await until(`!!document.querySelector('.re-track')?.textContent`, 'the now-playing track');
      await page.screenshot(join(dir, `${name}-idle.png`));
      const centre = async () =>
        (await page.evaluate(`(() => { const r = document.querySelector('.re-btn--play').getBoundingClientRect(); return [r.left + r.width / 2, r.top + r.height / 2]; })()`)) as [number, number];
      await page.clickAt(...(await centre()));
      await until(`(() => { const a = document.querySelector('audio'); return !!a && !a.paused && a.currentTime > 0.5; })()`, 'audio to play')
        // What the player showed (seen once in WebKit under load: no audio in 20 s).
        .catch((error: Error) => failWithPlayerState(page, error));
      await until(`document.querySelector('.re-btn--play').getAttribute('data-state') === 'playing'`, 'the playing state');
      await page.moveTo(width - 1, height - 1);
      await page.screenshot(join(dir, `${name}-playing.png`));
      const liveProblems = (await page.evaluate(LIVE_CLEAR)) as string[];
      // Where Stop is now: a Stop that moved is reported below, not missed here.
      await page.clickAt(...(await centre()));
      await until(`document.querySelector('.re-btn--play').getAttribute('data-state') === 'idle'`, 'Stop to stop');
      await page.moveTo(width - 1, height - 1);
      await page.evaluate(`new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => { window.__layoutsStop = true; resolve(); })))`);
      const layouts = (await page.evaluate('window.__layouts')) as Layout[];
      const states = new Set(layouts.map((l) => l.state));
      expect([...states]).toEqual(expect.arrayContaining(['idle', 'playing']));
      expect(moves(layouts[0]!, layouts).join('\n')).toBe('');
      expect(liveProblems.join('\n')).toBe('');
    });
  }
});

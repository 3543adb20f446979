import type { FramePage } from './frame-page';

/**
 * Issue 32 §1 "Nothing moves": the boxes of Play, Mute, Listening options, Share and the cover art
 * are the same idle, connecting, playing and after Stop (±1 px). The page records every box on
 * every animation frame, so the short connecting state is measured too. Used by the frame
 * matrix's cells (every size, both station kinds, English and right to left) and by
 * layout-stable.test.ts (the longest LIVE, Italian's).
 */
const parts = (shareLabel: string) => ({
  Play: '.re-btn--play',
  Mute: '.re-vol > .re-btn',
  'Listening options': '.re-options',
  Share: `.re-bar button[aria-label=${JSON.stringify(shareLabel)}]`,
  'cover art': '.re-art',
});

export interface Layout {
  state: string;
  boxes: Record<string, number[] | null>;
}

/**
 * Installs the recorder: the parts' boxes (rounded to 0.1 px) on every frame, kept when they
 * change. `shareLabel`: Share's name in the page's language (it has no class of its own).
 */
export const startLayoutRecord = (shareLabel: string) => `(() => {
  const parts = ${JSON.stringify(parts(shareLabel))};
  const seen = (window.__layouts = []);
  window.__layoutsStop = false;
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

/** Stops the recorder two frames on (so the last state is sampled) and returns what it saw. */
export async function stopLayoutRecord(page: FramePage): Promise<Layout[]> {
  await page.evaluate(`new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => { window.__layoutsStop = true; resolve(); })))`);
  return (await page.evaluate('window.__layouts')) as Layout[];
}

/** The LIVE badge against every other control (Stop excepted: it sits on Stop) and the frame; evaluated while playing. */
export const LIVE_CLEAR = `(() => {
  const box = (el) => el.getBoundingClientRect();
  const live = document.querySelector('.re-live');
  if (!live) return ['no LIVE badge'];
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

/** Each part that moved, resized, appeared or went by more than 1 px from its first (idle) box, in which state, and how. */
export function layoutMoves(layouts: readonly Layout[]): string[] {
  const idle = layouts[0];
  if (!idle) return ['nothing was recorded'];
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

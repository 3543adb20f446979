// The page's inline script (contract/stale-paint.ts, which the build puts first in every painted
// page's head) marks <html> exactly where the address carries a parameter that repaints the
// player, as the app reads them (URLSearchParams names).
import { describe, expect, test } from 'vitest';
import { REPAINT_PARAMS, STALE_PAINT_MARK, STALE_PAINT_SCRIPT } from '../../contract/stale-paint';

/** Runs the script as the page does, with `search` as location.search; whether <html> was marked. */
function marks(search: string): boolean {
  const dataset: Record<string, unknown> = {};
  new Function('location', 'document', STALE_PAINT_SCRIPT)({ search }, { documentElement: { dataset } });
  return STALE_PAINT_MARK in dataset;
}

describe('the stale paint script', () => {
  test('marks the page for every repaint parameter, first or later, with a value or none', () => {
    for (const name of REPAINT_PARAMS) {
      expect(marks(`?${name}=x`)).toBe(true);
      expect(marks(`?debug=1&${name}=x`)).toBe(true);
      expect(marks(`?${name}`)).toBe(true);
      expect(marks(`?${name}&debug=1`)).toBe(true);
    }
  });

  test('leaves the paint where nothing painted changes: no query, other parameters, names that only begin alike or hold one in a value', () => {
    for (const search of ['', '?', '?debug=1', '?stream_id=2&us_privacy=1YNN', '?language=de', '?themes=dark', '?x=lang', '?ref=theme%3Ddark']) {
      expect([search, marks(search)]).toEqual([search, false]);
    }
  });
});

/**
 * The design pass's checks (issue 32) as one page script that installs `window.__design`, run in
 * every frame-matrix cell (frame-matrix.ts) where the cell has the player, a panel or the popout
 * open anyway: they were their own files (design-pass, design-pass-privacy-recent), which loaded
 * the same pages and opened the same panels again (issue 28). Each returns the problems it found,
 * as words a person reads in a failed test; none changes the page but `trackLength`, which puts
 * the track's words back before it returns. Plain JavaScript in a string, as frame-probes.ts.
 *
 * - `trackLength(long)`: a one-letter track and a long one give the art and the bar the same boxes
 *   (a late long track once wrapped to two lines and took one from the art);
 * - `barClear()`: no bar control on the cover art, none on the title's or the track's words, and a
 *   strip's last control at the frame's end edge (its padding), not floating in the middle;
 * - `clampClear()`: a title or track cut to its lines (`-webkit-line-clamp`) shows no part of the
 *   next line in its box (WebKit paints it where the box is taller than the lines kept);
 * - `wordsWhole()`: each line of the title and the track that shows, shows whole: none cut by its
 *   box or an ancestor's clip (a title that wrapped in a bar too short for it), none under the other
 *   one's box (the track drawn over the title's second line, seen at 400×200 until cb57c12);
 * - `volumePillClear()`: the volume pill opened from Mute covers neither Play nor the words;
 * - `panel(surface, title, close, wide)`: a panel's one header (its title, one close named
 *   `close`), no content under it, and in a wide frame a card sized to its content;
 * - `backdrop(boxes)`: the popout's sheet covers each of the bar's controls (`boxes`, measured
 *   before it opened) and points across the whole frame;
 * - `recentRightToLeft()`: in a right-to-left page, Recently played shows a Latin title from its
 *   start, its time in its own order ("12:00 PM", not "PM 12:00"), and no entry under its header.
 */
export const DESIGN_PROBES = String.raw`
(() => {
  const box = (el) => { const r = el.getBoundingClientRect(); return [r.left, r.top, r.right, r.bottom].map((v) => Math.round(v * 10) / 10); };
  const shown = (el) => el.getClientRects().length > 0 && getComputedStyle(el).visibility !== 'hidden';
  const overlap = (a, b) => Math.min(a[2], b[2]) - Math.max(a[0], b[0]) > 0.5 && Math.min(a[3], b[3]) - Math.max(a[1], b[1]) > 0.5;
  const name = (el) => (el.getAttribute('aria-label') || el.textContent || el.tagName).trim().slice(0, 40);
  const rtl = () => getComputedStyle(document.documentElement).direction === 'rtl';
  /** The box el's content is painted in: its border box less its borders and padding (a title leaves the corner button room with a padding). */
  const contentBox = (el) => {
    const r = el.getBoundingClientRect(), style = getComputedStyle(el);
    const side = (edge) => parseFloat(style['padding' + edge]) + parseFloat(style['border' + edge + 'Width']);
    return { left: r.left + side('Left'), top: r.top + side('Top'), right: r.right - side('Right'), bottom: r.bottom - side('Bottom') };
  };
  /**
   * Points over the words of el, or over a control's whole box. The words: each line of text cut
   * to el's content box, where it is painted (an ellipsis hides the rest of a cut line, a line
   * clamp the lines below it).
   */
  const points = (el) => {
    const rects = [];
    if (el.matches('button, a, input')) rects.push(el.getBoundingClientRect());
    else {
      const range = document.createRange(); range.selectNodeContents(el); const own = contentBox(el);
      for (const r of range.getClientRects()) {
        const left = Math.max(r.left, own.left), right = Math.min(r.right, own.right), top = Math.max(r.top, own.top), bottom = Math.min(r.bottom, own.bottom);
        rects.push({ left, top, width: right - left, height: bottom - top });
      }
    }
    return rects.filter((r) => r.width > 0 && r.height > 0).flatMap((r) => [0.1, 0.5, 0.9].flatMap((fx) => [0.3, 0.7].map((fy) => [r.left + r.width * fx, r.top + r.height * fy])))
      .filter(([x, y]) => x >= 0 && y >= 0 && x < innerWidth && y < innerHeight);
  };

  const trackLength = (long) => {
    const words = document.querySelector('.re-track')?.firstChild;
    if (!words) return ['no track line to measure'];
    const was = words.data;
    const measure = (text) => {
      words.data = text;
      const a = document.querySelector('.re-art').getBoundingClientRect(), b = document.querySelector('.re-bar').getBoundingClientRect();
      return [a.width, a.height, b.left, b.top].map(Math.round).join(',');
    };
    const short = measure('x'), longer = measure(long);
    words.data = was;
    return short === longer ? [] : ['the art and bar [width, height, bar left, bar top] are ' + short + ' with a short track and ' + longer + ' with a long one'];
  };

  const barClear = () => {
    const problems = [];
    const art = document.querySelector('.re-art');
    const controls = [...document.querySelectorAll('.re-bar button, .re-bar a')].filter(shown);
    if (art && shown(art)) for (const c of controls) if (overlap(box(c), box(art))) problems.push(name(c) + ' sits on the cover art');
    for (const words of ['.re-title', '.re-track']) {
      const el = document.querySelector(words);
      const on = el && points(el).map(([x, y]) => [x, y, document.elementFromPoint(x, y)?.closest('button, a, input')]).find(([, , c]) => c);
      if (on) problems.push(name(on[2]) + ' sits on ' + words + ' at ' + Math.round(on[0]) + ',' + Math.round(on[1]));
    }
    // A strip (one row, wide): its bar ends at the frame's end edge.
    if (innerHeight < 130 && innerWidth >= 560) {
      const parts = [...document.querySelectorAll('.re-bar > *')].filter(shown).map((e) => e.getBoundingClientRect());
      const gap = Math.round(rtl() ? Math.min(...parts.map((r) => r.left)) : innerWidth - Math.max(...parts.map((r) => r.right)));
      if (gap > 24) problems.push("the strip's last control ends " + gap + " px from the frame's edge");
    }
    return problems;
  };

  const clampClear = () => ['.re-title', '.re-track'].flatMap((words) => {
    const el = document.querySelector(words);
    const kept = el && Number(getComputedStyle(el).webkitLineClamp);
    if (!kept) return [];
    const range = document.createRange(); range.selectNodeContents(el);
    const tops = [...new Set([...range.getClientRects()].map((r) => Math.round(r.top * 10) / 10))].sort((a, b) => a - b);
    const bottom = contentBox(el).bottom;
    return tops.length > kept && tops[kept] < bottom - 0.5 ? [words + ': line ' + (kept + 1) + ' starts ' + Math.round((bottom - tops[kept]) * 10) / 10 + ' px inside its box, where its top shows'] : [];
  });

  /** The line boxes of el's words, top to bottom: [top, bottom] of each (a line's fragments merged). */
  const lineBoxes = (el) => {
    const range = document.createRange(); range.selectNodeContents(el);
    const lines = new Map();
    for (const r of range.getClientRects()) {
      if (r.width <= 0 || r.height <= 0) continue;
      const key = Math.round(r.top);
      const line = lines.get(key);
      lines.set(key, line ? [Math.min(line[0], r.top), Math.max(line[1], r.bottom)] : [r.top, r.bottom]);
    }
    return [...lines.values()].sort((a, b) => a[0] - b[0]);
  };

  const wordsWhole = () => {
    const problems = [];
    const texts = ['.re-title', '.re-track'].map((s) => [s, document.querySelector(s)]).filter(([, el]) => el && shown(el) && el.textContent.trim());
    for (const [s, el] of texts) {
      // Where el's words can show: the viewport, cut by el's and every ancestor's overflow clip (its padding box).
      let top = 0, bottom = innerHeight;
      for (let a = el; a && a !== document.documentElement; a = a.parentElement) {
        const style = getComputedStyle(a);
        if (style.overflowY === 'visible') continue;
        const r = a.getBoundingClientRect();
        top = Math.max(top, r.top + parseFloat(style.borderTopWidth));
        bottom = Math.min(bottom, r.bottom - parseFloat(style.borderBottomWidth));
      }
      // A line clamp keeps its first lines; what it hides below them is clampClear's.
      const kept = Number(getComputedStyle(el).webkitLineClamp) || Infinity;
      const lines = lineBoxes(el).slice(0, kept);
      const others = texts.filter(([, other]) => other !== el).map(([o, other]) => [o, other.getBoundingClientRect()]);
      lines.forEach(([lineTop, lineBottom], i) => {
        const seen = Math.min(lineBottom, bottom) - Math.max(lineTop, top);
        const height = lineBottom - lineTop;
        if (seen > 0.5 && seen < height - 1) problems.push(s + ': line ' + (i + 1) + ' is cut, ' + Math.round(seen) + ' of its ' + Math.round(height) + ' px show');
        for (const [o, r] of others) {
          const under = Math.min(lineBottom, r.bottom) - Math.max(lineTop, r.top);
          if (under > 1 && seen > 0.5) problems.push(s + ': line ' + (i + 1) + ' lies ' + Math.round(under) + ' px under ' + o);
        }
      });
    }
    return problems;
  };

  const volumePillClear = () => {
    const vol = document.querySelector('.re-vol');
    return ['.re-btn--play', '.re-title', '.re-track'].flatMap((s) => {
      const el = document.querySelector(s);
      const at = el && shown(el) && points(el).find(([x, y]) => vol.contains(document.elementFromPoint(x, y)));
      return at ? ['the volume pill covers ' + s + ' at ' + at.map(Math.round).join(',')] : [];
    });
  };

  const panel = (surface, close, wide) => {
    const problems = [];
    const root = document.querySelector(surface);
    const head = root?.querySelector('.re-head');
    if (!head) return [surface + ' has no header'];
    const h = box(head);
    // What paints under the header: a control, an image or cover, a list entry, words of its own.
    for (const el of root.querySelectorAll('*')) {
      if (head.contains(el) || el.contains(head) || !shown(el) || el.matches('.re-said')) continue;
      if (!(el.matches('button, a, input, img, li, [class*=cover]') || [...el.childNodes].some((n) => n.nodeType === 3 && n.textContent.trim()))) continue;
      const b = box(el);
      if (b[2] - b[0] > 0 && b[3] - b[1] > 0 && overlap(b, h)) problems.push(surface + ': ' + el.tagName.toLowerCase() + '.' + el.className + ' "' + name(el) + '" lies under the header');
    }
    const title = head.querySelector('h2')?.textContent ?? '';
    const closes = [...head.querySelectorAll('.re-head-close')].map((b) => b.getAttribute('aria-label'));
    if (!title || closes.join('|') !== close) problems.push(surface + ': the header has title "' + title + '" and closes [' + closes.join(', ') + '], not one ' + close);
    // Sized to its content: in a wide frame the surface is a card, not the whole frame.
    const card = head.parentElement.getBoundingClientRect().width;
    if (wide && card > innerWidth * 0.6) problems.push(surface + ': the panel is ' + Math.round(card) + ' px wide in a ' + innerWidth + ' px frame');
    return problems;
  };

  const backdrop = (controls) => {
    const sheet = (x, y) => !!document.elementFromPoint(x, y)?.closest('.re-sheet');
    const problems = controls.filter(([, b]) => !sheet(b[0] + b[2] / 2, b[1] + b[3] / 2)).map(([n]) => n + " is not covered by the popout's backdrop");
    for (const fx of [0.05, 0.3, 0.5, 0.7, 0.95]) for (const fy of [0.05, 0.5, 0.95]) {
      const [x, y] = [Math.round(innerWidth * fx), Math.round(innerHeight * fy)];
      if (!sheet(x, y)) problems.push('the backdrop leaves the player bare at ' + x + ',' + y + ' ' + (document.elementFromPoint(x, y)?.className || 'nothing'));
    }
    return problems;
  };

  const recentRightToLeft = () => {
    const problems = [];
    const item = document.querySelector('.re-recent-item');
    if (!item) return ['Recently played has no entry'];
    const charBox = (el, i) => { const r = document.createRange(); r.setStart(el.firstChild, i); r.setEnd(el.firstChild, i + 1); return r.getBoundingClientRect(); };
    const title = item.querySelector('.re-recent-title'), time = item.querySelector('.re-recent-time');
    const first = charBox(title, 0), own = title.getBoundingClientRect();
    if (!(first.left >= own.left - 0.5 && first.right <= own.right + 0.5)) problems.push('the title "' + title.textContent + '" is cut at its start');
    const t = time.textContent;
    // A time written left to right ("06:42 PM"): its first character left of its last.
    if (/[A-Za-z]/.test(t) && !(charBox(time, 0).left < charBox(time, t.length - 1).left)) problems.push('the time "' + t + '" reads out of its order');
    const head = box(document.querySelector('.re-recent .re-head'));
    for (const el of item.querySelectorAll('.re-recent-cover, .re-recent-title, .re-recent-time')) if (overlap(box(el), head)) problems.push(el.className + ' lies under the header');
    return problems;
  };

  window.__design = { trackLength, barClear, clampClear, wordsWhole, volumePillClear, panel, backdrop, recentRightToLeft };
})();
`;

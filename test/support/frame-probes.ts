/**
 * What the frame matrix measures inside the page, as one script that installs `window.__frame`.
 * It is plain JavaScript in a string so every engine runs exactly this text (no bundler helpers).
 *
 * - `controls(scope)`: every visible control (button, link, input, tabbable element) under
 *   `scope` (a selector, default the document): its box, whether the box lies fully inside the
 *   frame, and whether it is the element under the pointer at its own centre
 *   (`document.elementFromPoint`; a wrapped link at the centre of each of its lines).
 * - `contrast(scope)`: every visible piece of text and every control, with its contrast ratio
 *   from computed colours against what is painted behind it (background colours composited up
 *   the ancestors, the element's and its ancestors' opacity applied to the text) and the ratio it
 *   needs: text 4.5:1 (3:1 when large), a control's fill or border and an icon 3:1, a range
 *   input's accent colour 3:1.
 * - `focusRing()`: the focused element's outline and its contrast against what is behind it.
 * Background images are not measured (the test stations show the bundled art, no image).
 */
export const FRAME_PROBES = String.raw`
(() => {
  const parse = (text) => {
    const m = /rgba?\(([^)]+)\)/.exec(text) || /color\(srgb ([^)]+)\)/.exec(text);
    if (!m) return [0, 0, 0, 0];
    const parts = m[1].split(/[\s,/]+/).filter(Boolean).map(Number);
    const scale = text.startsWith('color(') ? 255 : 1;
    return [parts[0] * scale, parts[1] * scale, parts[2] * scale, parts.length > 3 ? parts[3] : 1];
  };
  const over = (top, bottom) => {
    const a = top[3] + bottom[3] * (1 - top[3]);
    if (a === 0) return [0, 0, 0, 0];
    const mix = (i) => (top[i] * top[3] + bottom[i] * bottom[3] * (1 - top[3])) / a;
    return [mix(0), mix(1), mix(2), a];
  };
  const lum = (c) => {
    const [r, g, b] = c.slice(0, 3).map((v) => v / 255).map((v) => (v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4));
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const ratio = (a, b) => {
    const [x, y] = [lum(a), lum(b)];
    return Math.round(((Math.max(x, y) + 0.05) / (Math.min(x, y) + 0.05)) * 100) / 100;
  };
  /** The colour painted behind el's content: background colours from el up, over a white canvas. */
  const behind = (el) => {
    const layers = [];
    for (let e = el; e && e.nodeType === 1; e = e.parentElement) {
      const c = parse(getComputedStyle(e).backgroundColor);
      if (c[3] > 0) layers.push(c);
      if (c[3] >= 1) break;
    }
    return layers.reduceRight((below, layer) => over(layer, below), [255, 255, 255, 1]);
  };
  const opacity = (el) => {
    let o = 1;
    for (let e = el; e && e.nodeType === 1; e = e.parentElement) o *= Number(getComputedStyle(e).opacity);
    return o;
  };
  const visible = (el) => {
    if (!el.getClientRects().length) return false;
    const style = getComputedStyle(el);
    const box = el.getBoundingClientRect();
    return style.visibility !== 'hidden' && box.width > 0 && box.height > 0 && opacity(el) > 0.05;
  };
  const nameOf = (el) =>
    (el.getAttribute('aria-label') || el.innerText || el.textContent || el.getAttribute('title') || el.tagName).trim().replace(/\s+/g, ' ').slice(0, 60);
  const within = (scope) => (scope ? [...document.querySelectorAll(scope)] : [document.body]);
  const all = (scope, selector) => within(scope).flatMap((root) => [...(root.matches(selector) ? [root] : []), ...root.querySelectorAll(selector)]);
  const CONTROLS = 'button, a[href], input, select, textarea, [tabindex]:not([tabindex="-1"])';

  // A link that wraps has one box per line: a person clicks on its words, so each line's box is
  // hit-tested at its centre (the bounding box's centre may fall between the lines).
  const controls = (scope) =>
    all(scope, CONTROLS).filter(visible).map((el) => {
      const r = el.getBoundingClientRect();
      const lines = [...el.getClientRects()].filter((b) => b.width > 0 && b.height > 0);
      const centres = lines.length > 1 ? lines.map((b) => [b.left + b.width / 2, b.top + b.height / 2]) : [[r.left + r.width / 2, r.top + r.height / 2]];
      const hits = centres.map(([x, y]) => document.elementFromPoint(x, y));
      const missed = hits.find((hit) => !hit || (hit !== el && !el.contains(hit)));
      const inside = r.left >= -0.5 && r.top >= -0.5 && r.right <= innerWidth + 0.5 && r.bottom <= innerHeight + 0.5;
      const [x, y] = centres[0];
      return {
        name: nameOf(el),
        tag: el.tagName.toLowerCase(),
        box: [r.left, r.top, r.width, r.height].map((v) => Math.round(v * 10) / 10),
        x, y, inside,
        hit: missed === undefined,
        under: missed ? nameOf(missed) + ' <' + missed.tagName.toLowerCase() + (missed.className && typeof missed.className === 'string' ? '.' + missed.className.split(' ').join('.') : '') + '>' : 'nothing',
      };
    });

  const largeText = (style) => parseFloat(style.fontSize) >= 24 || (parseFloat(style.fontSize) >= 18.66 && Number(style.fontWeight) >= 700);
  const contrast = (scope) => {
    const out = [];
    for (const el of all(scope, '*')) {
      if (!visible(el) || el.closest('svg')) continue;
      const style = getComputedStyle(el);
      const ownText = [...el.childNodes].some((n) => n.nodeType === 3 && n.textContent.trim());
      const bg = behind(el);
      if (ownText) {
        const c = parse(style.color);
        const fg = over([c[0], c[1], c[2], c[3] * opacity(el)], bg);
        out.push({ what: 'text "' + nameOf(el) + '"', ratio: ratio(fg, bg), need: largeText(style) ? 3 : 4.5 });
      }
      if (!el.matches(CONTROLS)) continue;
      const back = behind(el.parentElement);
      if (el.matches('input[type=range]')) {
        out.push({ what: 'slider "' + nameOf(el) + '"', ratio: ratio(over(parse(style.accentColor), back), back), need: 3 });
        continue;
      }
      const fill = parse(style.backgroundColor);
      const border = parse(style.borderTopColor);
      const hasBorder = parseFloat(style.borderTopWidth) >= 1 && style.borderTopStyle !== 'none' && border[3] > 0;
      const filled = fill[3] > 0 && ratio(over(fill, back), back) > 1.1;
      if (filled || hasBorder) {
        const edges = [filled ? ratio(over(fill, back), back) : 0, hasBorder ? ratio(over(border, back), back) : 0];
        out.push({ what: 'edge of "' + nameOf(el) + '"', ratio: Math.max(...edges), need: 3 });
      }
      if (!ownText && el.querySelector('svg')) {
        const c = parse(style.color);
        const face = behind(el);
        out.push({ what: 'icon of "' + nameOf(el) + '"', ratio: ratio(over([c[0], c[1], c[2], c[3] * opacity(el)], face), face), need: 3 });
      }
    }
    return out;
  };

  const focusRing = () => {
    const el = document.activeElement;
    if (!el || el === document.body) return null;
    const style = getComputedStyle(el);
    const back = behind(el.parentElement);
    const width = parseFloat(style.outlineWidth) || 0;
    const shown = style.outlineStyle !== 'none' && width > 0;
    return {
      name: nameOf(el),
      shown,
      width,
      ratio: shown ? ratio(over(parse(style.outlineColor), back), back) : 0,
      focusVisible: el.matches(':focus-visible'),
      pageFocused: document.hasFocus(),
    };
  };

  /** Text cut by the frame (ellipsis, or lines clamped) must carry the whole of it as a tooltip. */
  const cutText = (selector) =>
    all('', selector).filter(visible).map((el) => ({
      name: el.className,
      cut: el.scrollWidth > el.clientWidth + 1 || el.scrollHeight > el.clientHeight + 1,
      tooltip: el.getAttribute('title') === el.textContent,
    }));

  window.__frame = { controls, contrast, focusRing, cutText };
})();
`;

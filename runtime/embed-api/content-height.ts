/** The player's root: the app element's first child, or the body when it has none yet. */
function playerRoot(doc: Document): HTMLElement {
  return (doc.getElementById('app')?.firstElementChild as HTMLElement | null) ?? doc.body;
}

const px = (value: string) => Number.parseFloat(value) || 0;

/**
 * The height the player's content needs, whatever the frame's height now is: the player fills
 * its frame (height 100%), so it is measured from its laid-out children (first top to last
 * bottom) plus its own padding and border, or its min-height when larger. Overlays (absolute,
 * fixed) do not count.
 */
export function contentHeight(doc: Document): number {
  const root = playerRoot(doc);
  const view = doc.defaultView!;
  let top = Number.POSITIVE_INFINITY;
  let bottom = Number.NEGATIVE_INFINITY;
  for (const child of Array.from(root.children)) {
    const position = view.getComputedStyle(child).position;
    if (position === 'absolute' || position === 'fixed') continue;
    const box = child.getBoundingClientRect();
    if (box.width === 0 && box.height === 0) continue;
    top = Math.min(top, box.top);
    bottom = Math.max(bottom, box.bottom);
  }
  const style = view.getComputedStyle(root);
  const frame = px(style.paddingTop) + px(style.paddingBottom) + px(style.borderTopWidth) + px(style.borderBottomWidth);
  const children = bottom > top ? bottom - top : 0;
  return Math.ceil(Math.max(children + frame, px(style.minHeight)));
}

/** Calls `onChange(height)` when the player's parts resize or come and go. Returns stop. */
export function observeContentHeight(doc: Document, onChange: (height: number) => void): () => void {
  const view = doc.defaultView!;
  const resize = new view.ResizeObserver(() => onChange(contentHeight(doc)));
  const watchChildren = () => {
    resize.disconnect();
    const root = playerRoot(doc);
    resize.observe(root);
    for (const child of Array.from(root.children)) resize.observe(child);
  };
  // The app renders its root after this starts, and the player adds and removes parts later.
  const mutations = new view.MutationObserver(() => {
    watchChildren();
    onChange(contentHeight(doc));
  });
  mutations.observe(doc.body, { childList: true, subtree: true });
  watchChildren();
  return () => {
    mutations.disconnect();
    resize.disconnect();
  };
}

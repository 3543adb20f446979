import css from './share-overlay.css?inline';

const STYLE_ID = 're-share-style';

/**
 * Adds the overlay's stylesheet once. The page links only the first-load CSS, so the lazy chunk
 * carries its CSS as text (the build hashes `?inline` CSS for the page's CSP). It goes first in
 * <head>, so the station's custom CSS wins over it.
 */
export function addShareStyle(doc: Document): void {
  if (doc.getElementById(STYLE_ID)) return;
  const style = doc.createElement('style');
  style.id = STYLE_ID;
  style.textContent = css;
  doc.head.prepend(style);
}

import css from './surface.css?inline';

const STYLE_ID = 're-surface-style';

/**
 * Adds the panels' surface stylesheet (./surface.css: the sheet, the card, the header) once, first
 * in <head> so the station's custom CSS wins over it. Each panel's lazy chunk calls it, so the
 * first load carries none of it.
 */
export function addSurfaceStyle(doc: Document): void {
  if (doc.getElementById(STYLE_ID)) return;
  const style = doc.createElement('style');
  style.id = STYLE_ID;
  style.textContent = css;
  doc.head.prepend(style);
}

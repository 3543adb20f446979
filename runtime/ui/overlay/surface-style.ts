import { addStyle } from '../../lib/add-style';
import css from './surface.css?inline';

/**
 * Adds the panels' surface stylesheet (./surface.css: the sheet, the card, the header) once, first
 * in <head> so the station's custom CSS wins over it. Each panel's lazy chunk calls it, so the
 * first load carries none of it.
 */
export function addSurfaceStyle(doc: Document): void {
  addStyle(doc, 're-surface-style', css);
}

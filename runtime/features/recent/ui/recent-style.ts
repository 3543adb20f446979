import { addShareStyle } from '../../social/public/overlay';
import css from './recent-overlay.css?inline';

const STYLE_ID = 're-recent-style';

/**
 * Adds the view's stylesheets once: the share overlay's (the same dialog frame, sized for every
 * frame), then the list's own. Each as its own <style>, exactly as imported, so the page's CSP
 * hashes allow it (the build hashes every `?inline` stylesheet). First in <head>, so the
 * station's custom CSS wins; the list's rules are specific enough to win over the frame's.
 */
export function addRecentStyle(doc: Document): void {
  addShareStyle(doc);
  if (doc.getElementById(STYLE_ID)) return;
  const style = doc.createElement('style');
  style.id = STYLE_ID;
  style.textContent = css;
  doc.head.prepend(style);
}

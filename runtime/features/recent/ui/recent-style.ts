import shareCss from '../../social/ui/share-overlay.css?inline';
import css from './recent-overlay.css?inline';

const STYLE_ID = 're-recent-style';

/**
 * Adds the view's stylesheet once: the share overlay's frame (the same dialog, sized for every
 * frame), then the list's own rules. First in <head>, so the station's custom CSS wins.
 */
export function addRecentStyle(doc: Document): void {
  if (doc.getElementById(STYLE_ID)) return;
  const style = doc.createElement('style');
  style.id = STYLE_ID;
  style.textContent = shareCss + css;
  doc.head.prepend(style);
}

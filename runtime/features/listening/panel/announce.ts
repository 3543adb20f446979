import { addPanelStyle } from './open-panel';

const REGION_ID = 're-said';

/**
 * Says `text` to screen readers in the listening features' polite live region (made on first
 * use, visually hidden; the text set a moment later, so the new region is heard).
 */
export function announce(doc: Document, text: string): void {
  let region = doc.getElementById(REGION_ID);
  if (!region) {
    addPanelStyle(doc);
    region = doc.createElement('span');
    region.id = REGION_ID;
    region.className = 're-said';
    region.setAttribute('role', 'status');
    (doc.querySelector('main') ?? doc.body).append(region);
  }
  const target = region;
  doc.defaultView?.setTimeout(() => (target.textContent = text), 50);
}

import { type ComponentChildren, render } from 'preact';
import css from './panel.css?inline';
import { addSurfaceStyle } from '../../../ui/overlay/surface-style';
import { trapFocus } from '../../../ui/overlay/trap-focus';

const STYLE_ID = 're-panel-style';

/** An open panel: `close()` unmounts it and gives focus back to what had it. */
export interface Panel {
  close(): void;
  readonly open: boolean;
}

/** Adds the panels' stylesheet once, first in <head> so the station's custom CSS wins over it. */
export function addPanelStyle(doc: Document): void {
  if (doc.getElementById(STYLE_ID)) return;
  const style = doc.createElement('style');
  style.id = STYLE_ID;
  style.textContent = css;
  doc.head.prepend(style);
}

/**
 * Opens a small modal panel over the player (the shortcuts' help, the sleep timer's menu, the
 * "Are You There?" prompt): the panel surface (ui/overlay/surface.css: a sheet over the frame, a
 * card sized to the content, which starts with its PanelHead), in its own render root in the
 * player's <main>, so the scheme's styles apply; focus moves to its first control, Tab stays inside, Escape closes unless `modal` says
 * the panel must be answered, and focus returns on close. `label` names the dialog.
 */
export function openPanel(doc: Document, label: string, content: (close: () => void) => ComponentChildren, options: { escape?: boolean } = {}): Panel {
  addSurfaceStyle(doc);
  addPanelStyle(doc);
  const root = doc.createElement('div');
  root.className = 're-panel-root';
  (doc.querySelector('main') ?? doc.body).append(root);
  const panel = { open: true, close };
  let release = (): void => {};
  function close(): void {
    if (!panel.open) return;
    panel.open = false;
    render(null, root);
    root.remove();
    release();
  }
  render(
    <div className="re-panel re-sheet" role="dialog" aria-modal="true" aria-label={label}>
      <div className="re-card">{content(close)}</div>
    </div>,
    root,
  );
  release = trapFocus(root.firstElementChild as HTMLElement, options.escape === false ? undefined : close);
  return panel;
}

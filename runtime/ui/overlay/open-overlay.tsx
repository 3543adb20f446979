import type { VNode } from 'preact';
import { render } from 'preact';

/**
 * Opens a dialog over the player from its button: its own small render root inside the player's
 * <main> (so the scheme's styles apply), removed again on close. A second click while it is open
 * does nothing. `rootClass` names the root (one per kind of dialog); `view` gets the close.
 */
export function openOverlay(button: HTMLElement, rootClass: string, view: (close: () => void) => VNode): void {
  const host = button.closest('main') ?? button.ownerDocument.body;
  if (host.querySelector(`:scope > .${rootClass}`)) return;
  const root = button.ownerDocument.createElement('div');
  root.className = `re-share-root ${rootClass}`;
  host.append(root);
  const close = (): void => {
    render(null, root);
    root.remove();
  };
  render(view(close), root);
}

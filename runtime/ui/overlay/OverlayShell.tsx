import type { ComponentChildren } from 'preact';
import { useLayoutEffect, useRef } from 'preact/hooks';
import { PanelHead } from './PanelHead';
import { addSurfaceStyle } from './surface-style';
import { trapFocus } from './trap-focus';

export interface OverlayShellProps {
  /** The heading, which names the dialog. */
  title: string;
  /** The heading's id (aria-labelledby). */
  titleId: string;
  /** Back's accessible name. */
  back: string;
  /** Classes beside `re-share` (share-overlay.css). */
  className?: string;
  onClose: () => void;
  children: ComponentChildren;
}

/**
 * The frame of a dialog over the player (the share overlay, Recently played): a sheet over the
 * player holding a card (./surface.css), the panel header (title, close) on top, the content
 * under it. Modal: focus moves in, Tab stays in, Escape or the close button closes, focus returns
 * to the button that opened it.
 */
export function OverlayShell({ title, titleId, back, className, onClose, children }: OverlayShellProps) {
  const ref = useRef<HTMLDivElement>(null);
  addSurfaceStyle(document);
  // A layout effect: focus is inside before the overlay first paints. It mounts once per opening.
  useLayoutEffect(() => trapFocus(ref.current!, onClose), [ref]);
  return (
    <div ref={ref} className={className ? `re-share re-sheet ${className}` : 're-share re-sheet'} role="dialog" aria-modal="true" aria-labelledby={titleId}>
      <div className="re-card">
        <PanelHead title={title} titleId={titleId} closeLabel={back} onClose={onClose} />
        {children}
      </div>
    </div>
  );
}

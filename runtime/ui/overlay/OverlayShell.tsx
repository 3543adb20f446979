import type { ComponentChildren } from 'preact';
import { useLayoutEffect, useRef } from 'preact/hooks';
import { BackIcon } from './back-icon';
import { trapFocus } from './trap-focus';

export interface OverlayShellProps {
  /** The heading, which names the dialog. */
  title: string;
  /** The heading's id (aria-labelledby). */
  titleId: string;
  /** Back's accessible name. */
  back: string;
  /** Classes beside `re-share` (share-overlay.css: the frame that covers the player). */
  className?: string;
  onClose: () => void;
  children: ComponentChildren;
}

/**
 * The frame of a dialog over the player (the share overlay, Recently played): covers it, Back
 * and the heading at the top start, the content centred. Modal: focus moves in, Tab stays in,
 * Escape or Back closes, focus returns to the button that opened it.
 */
export function OverlayShell({ title, titleId, back, className, onClose, children }: OverlayShellProps) {
  const ref = useRef<HTMLDivElement>(null);
  // A layout effect: focus is inside before the overlay first paints. It mounts once per opening.
  useLayoutEffect(() => trapFocus(ref.current!, onClose), [ref]);
  return (
    <div ref={ref} className={className ? `re-share ${className}` : 're-share'} role="dialog" aria-modal="true" aria-labelledby={titleId}>
      <div className="re-share-head">
        <button type="button" className="re-btn" aria-label={back} onClick={onClose}>
          <BackIcon />
        </button>
        <h2 id={titleId}>{title}</h2>
      </div>
      {children}
    </div>
  );
}

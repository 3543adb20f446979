import { useLayoutEffect, type RefObject } from 'react';

const FOCUSABLE = 'a[href],button:not([disabled])';

/**
 * A modal overlay's focus (WAI-ARIA dialog pattern): on open, focus moves to its first control;
 * Tab and Shift+Tab stay inside; Escape closes; on close, focus returns to where it was (the
 * Share button).
 */
export function useOverlayFocus(ref: RefObject<HTMLElement | null>, onClose: () => void): void {
  // A layout effect: focus is inside before the overlay first paints.
  useLayoutEffect(() => {
    const overlay = ref.current;
    if (!overlay) return;
    const previous = overlay.ownerDocument.activeElement as HTMLElement | null;
    const controls = (): HTMLElement[] => [...overlay.querySelectorAll<HTMLElement>(FOCUSABLE)];
    controls()[0]?.focus();

    const onKeyDown = (event: KeyboardEvent): void => {
      if (event.key === 'Escape') {
        event.preventDefault();
        onClose();
      } else if (event.key === 'Tab') {
        const items = controls();
        const edge = event.shiftKey ? items[0] : items[items.length - 1];
        if (overlay.ownerDocument.activeElement === edge) {
          event.preventDefault();
          (event.shiftKey ? items[items.length - 1] : items[0])?.focus();
        }
      }
    };
    overlay.addEventListener('keydown', onKeyDown);
    return () => {
      overlay.removeEventListener('keydown', onKeyDown);
      if (previous?.isConnected) previous.focus();
    };
    // The overlay mounts once per opening; onClose only closes it.
  }, [ref]);
}

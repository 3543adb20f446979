const FOCUSABLE = 'a[href],button:not([disabled]),input:not([disabled])';

/**
 * A modal dialog's focus (WAI-ARIA dialog pattern), for every dialog over the player (the share
 * overlay, Recently played, the listening panels): focus moves to its first control; Tab and
 * Shift+Tab stay inside; Escape calls `onEscape` (none: the dialog must be answered). The
 * returned release gives focus back to what had it before (the button that opened it).
 */
export function trapFocus(box: HTMLElement, onEscape?: () => void): () => void {
  const doc = box.ownerDocument;
  const previous = doc.activeElement as HTMLElement | null;
  // Rendered ones only: a control the frame's size hides (display: none) takes no focus, and as
  // the first it left the dialog's focus nowhere (Escape then unheard).
  // (checkVisibility where there is one: Safari before 17.4 has not.)
  const controls = (): HTMLElement[] =>
    [...box.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((control) => (control.checkVisibility ? control.checkVisibility() : control.getClientRects().length > 0));
  controls()[0]?.focus();
  const onKeyDown = (event: KeyboardEvent): void => {
    if (event.key === 'Escape' && onEscape) {
      event.preventDefault();
      event.stopPropagation();
      onEscape();
    } else if (event.key === 'Tab') {
      const items = controls();
      const edge = event.shiftKey ? items[0] : items[items.length - 1];
      if (doc.activeElement === edge) {
        event.preventDefault();
        (event.shiftKey ? items[items.length - 1] : items[0])?.focus();
      }
    }
  };
  box.addEventListener('keydown', onKeyDown);
  return () => {
    box.removeEventListener('keydown', onKeyDown);
    if (previous?.isConnected) previous.focus();
  };
}

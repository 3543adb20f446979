import type { RefObject } from 'preact';
import { useLayoutEffect, useRef } from 'preact/hooks';
import { focusByScript } from '../../../lib/focus-by-script';

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), [tabindex]:not([tabindex="-1"])';

export interface DialogFocusOptions {
  /** Escape does what the dialog's Close does. */
  onEscape: () => void;
  /** Modal: Tab and Shift+Tab wrap inside, and focus that wanders out is pulled back in. */
  modal: boolean;
  /** Where focus goes when the dialog closes (default: where it was before it opened). */
  returnFocusTo?: RefObject<HTMLElement | null>;
}

/**
 * Dialog focus handling (WAI-ARIA dialog pattern): on open, focus moves to the element marked
 * `data-autofocus`, else to the dialog itself (so a screen reader reads its label and description
 * and no action is one stray Enter away); Escape closes; on close, focus goes back.
 *
 * The focus it takes on open is the player's, not the listener's (`focusByScript`: not intent).
 * Its ring is for keyboard users only: a browser may show one on focus moved by a script with no
 * input before it (Chromium does, on the explicit notice opening with the page), so the dialog
 * shows none until a key is pressed, unless what had focus before showed one (a key opened it).
 */
export function useDialogFocus(ref: RefObject<HTMLElement | null>, options: DialogFocusOptions): void {
  const latest = useRef(options);
  latest.current = options;

  // A layout effect: its cleanup runs as the dialog unmounts, before the browser drops the focus
  // of a control removed with it (a passive effect's cleanup runs a frame later, leaving focus on
  // the body in between).
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const doc = dialog.ownerDocument;
    const previous = doc.activeElement as HTMLElement | null;
    const first = (): HTMLElement => dialog.querySelector<HTMLElement>('[data-autofocus]') ?? dialog;
    const focusIn = (): void => first().focus();
    // No ring until a key (a style of its own, above the sheets': custom CSS cannot bring it back early).
    if (!previous?.matches(':focus-visible')) dialog.style.outline = 'none';
    focusByScript(first());

    const onKeyDown = (event: KeyboardEvent): void => {
      dialog.style.outline = '';
      if (event.key === 'Escape') {
        event.preventDefault();
        latest.current.onEscape();
        return;
      }
      if (event.key !== 'Tab' || !latest.current.modal) return;
      const items = [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)];
      const first = items[0];
      const last = items[items.length - 1];
      if (!first || !last) return event.preventDefault();
      const active = doc.activeElement;
      const inside = active instanceof Node && dialog.contains(active) && active !== dialog;
      if (event.shiftKey && (active === first || !inside)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (active === last || !inside)) {
        event.preventDefault();
        first.focus();
      }
    };
    const onFocusIn = (event: FocusEvent): void => {
      if (latest.current.modal && event.target instanceof Node && !dialog.contains(event.target)) focusIn();
    };
    // A modal dialog listens on the whole document: Escape works wherever focus is.
    const target: HTMLElement | Document = latest.current.modal ? doc : dialog;
    target.addEventListener('keydown', onKeyDown as EventListener);
    doc.addEventListener('focusin', onFocusIn);
    return () => {
      target.removeEventListener('keydown', onKeyDown as EventListener);
      doc.removeEventListener('focusin', onFocusIn);
      const back = latest.current.returnFocusTo?.current ?? previous;
      if (back?.isConnected) back.focus();
    };
  }, [ref]);
}

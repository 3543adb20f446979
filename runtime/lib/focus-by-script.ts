/**
 * Moves focus for the player's own reasons (a dialog that opens by itself takes it, so a screen
 * reader reads it), which is not the listener's intent: the `focusin` it fires is stopped at the
 * window, before what listens for intent on the document or the player hears it (the first paint's
 * app and engine, runtime/first-paint/on-first-intent.ts; the engine session; the keyboard
 * shortcuts). Else a privacy notice that opens with the page fetches the engine before the
 * listener did anything (issue 29). Focus events are dispatched inside `focus()` itself.
 */
export function focusByScript(element: HTMLElement): void {
  const win = element.ownerDocument.defaultView!;
  const stop = (event: Event): void => event.stopImmediatePropagation();
  win.addEventListener('focusin', stop, true);
  element.focus();
  win.removeEventListener('focusin', stop, true);
}

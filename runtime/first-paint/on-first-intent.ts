/**
 * Pointer over the player, a touch, a press, keyboard focus or a key: the listener reaches for it.
 * A click too, which may come with none of those before it (a screen reader's activation, voice
 * control, switch access, a script's `element.click()`): held (held-input.ts), it plays once the app is there.
 */
const ON_ROOT = ['pointerenter', 'pointermove', 'click'] as const;
const ON_DOCUMENT = ['pointerdown', 'touchstart', 'focusin', 'keydown'] as const;

/**
 * Calls `then` once, on the listener's first sign of intent (docs/engine.md "When the engine
 * loads": the pointer arrives well before the click). Returns the way to stop listening.
 */
export function onFirstIntent(doc: Document, root: HTMLElement, then: () => void): () => void {
  const options = { capture: true, passive: true };
  const stop = (): void => {
    for (const type of ON_ROOT) root.removeEventListener(type, fire, options);
    for (const type of ON_DOCUMENT) doc.removeEventListener(type, fire, options);
  };
  function fire(): void {
    stop();
    then();
  }
  for (const type of ON_ROOT) root.addEventListener(type, fire, options);
  for (const type of ON_DOCUMENT) doc.addEventListener(type, fire, options);
  return stop;
}

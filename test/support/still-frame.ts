/**
 * A page expression that makes the next screenshot of the player the same in every run, without
 * changing what it draws otherwise (test/support/visual-reference.ts compares screenshots pixel by
 * pixel):
 * - animations stop at their resting frame (the level bars beside LIVE, Play's connecting pulse,
 *   the loading bars), as `prefers-reduced-motion: reduce` has them (player.css) — a stylesheet
 *   rather than the media emulation, which not every engine's driver offers (WebKit's has none),
 *   and a constructed one: the page's CSP (style-src hashes) refuses a <style> element;
 * - no text caret blinks (caret-color);
 * - the time a Recently played entry began reads 12:00, in the browser's own format, whenever it
 *   is drawn: the clock moves between runs.
 * Both last until the next page: a cell evaluates it once, before its first screenshot. Idempotent.
 */
export const STILL_FRAME = `(() => {
  if (!window.__stillFrame) {
    window.__stillFrame = new CSSStyleSheet();
    window.__stillFrame.replaceSync('*, *::before, *::after { animation: none !important; transition: none !important; caret-color: transparent !important; }');
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, window.__stillFrame];
  }
  // A re-render writes the real time back (preact compares the text node's data), so an observer
  // writes noon again before the next paint (observer callbacks run before rendering).
  if (!window.__stillClock) {
    const noon = new Date(2000, 0, 1, 12, 0).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' });
    const atNoon = () => {
      for (const time of document.querySelectorAll('.re-recent-time')) {
        if (time.textContent !== noon) time.textContent = noon;
      }
    };
    window.__stillClock = new MutationObserver(atNoon);
    window.__stillClock.observe(document.documentElement, { subtree: true, childList: true, characterData: true });
    atNoon();
  }
  return true;
})()`;

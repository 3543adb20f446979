/**
 * Where the page's inline script keeps the clicks on the painted player's buttons that land before
 * the page's own script has run (a module, run only once fetched and the page parsed: on a slow
 * network or a busy phone the painted Play is there well before it). runtime/main.ts takes them
 * and clicks each button again once its handlers listen (first-paint/held-input.ts holds and
 * replays them as any other click). Found in a CI run under load: Firefox's tap on a touch-only
 * phone, at once after the painted Play appeared, did nothing at all.
 */
export const EARLY_CLICKS = '__reClicks';

/**
 * The inline script's part that keeps them (after the stale paint's, in the same script: one CSP
 * hash). In the click's own gesture it also calls `load()` on the stream element, as the first
 * paint's hold does (WebKit, and Chromium's gesture-required policy, then let a later `play()`
 * start it). Constant, so the CSP allows it by one hash.
 */
export const EARLY_CLICKS_SCRIPT = /* @__PURE__ */ (() =>
  `addEventListener('click',e=>{var b=window.${EARLY_CLICKS}&&e.target.closest?.('#app button');b&&(${EARLY_CLICKS}.push(b),document.querySelector('#app audio')?.load())},!0);${EARLY_CLICKS}=[]`)();

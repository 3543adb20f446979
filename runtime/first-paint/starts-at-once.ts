/**
 * Whether the app must start with the page instead of on the listener's first sign of intent:
 * wherever the prerendered first paint is not what the app shows before any interaction, or the
 * player has work to do before one. The build decides what the station alone decides (a privacy
 * notice, ads, integrations, a polled now-playing feed: the app's prerender entry `runtime/prerender.tsx` marks #app `data-start="load"`); this adds what only
 * the page can see:
 *
 * - no prerendered markup in #app (a page not written by `build` or `preview`: a hand-made page);
 * - a query string: its parameters change what happens before Play (`autoplay`, `stream_id`,
 *   `stream_url`, `ip`, `debug`, `verbose`, `us_privacy`, `gpp`, …) or what is painted (the page
 *   has then hidden the painted player from the first frame: contract/stale-paint.ts);
 * - the listener's saved volume (`volume` in localStorage): the Mute button and the slider show it.
 *
 * A host page around it (framed) is not a reason: the first paint answers its loader until the
 * app comes (first-paint/host-page.ts); host consent is asked when the app starts, before Play.
 */
export function startsAtOnce(root: HTMLElement, win: Window): boolean {
  return (
    !root.firstElementChild ||
    root.dataset.start === 'load' ||
    win.location.search.length > 1 ||
    hasSavedVolume(win)
  );
}

function hasSavedVolume(win: Window): boolean {
  try {
    return win.localStorage.getItem('volume') !== null;
  } catch {
    // Storage blocked (a sandboxed frame, privacy settings): the app reads nothing either.
    return false;
  }
}

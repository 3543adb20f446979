/**
 * Whether the app must start with the page instead of on the listener's first sign of intent:
 * wherever the prerendered first paint is not what the app shows before any interaction, or the
 * player has work to do before one. The build decides what the station alone decides (a privacy
 * notice, ads, integrations, a polled now-playing feed, a language other than English: the app's
 * prerender entry `runtime/prerender.tsx` marks #app `data-start="load"`); this adds what only
 * the page can see:
 *
 * - no prerendered markup in #app (a page not written by `build`: the preview, a hand-made page);
 * - a query string: every parameter changes what is painted or what happens before Play
 *   (`autoplay`, `lang`, `theme`, `no_social`, `show_volume`, `stream_id`, `stream_url`, `ip`,
 *   `debug`, `verbose`), so any query at all starts the app (none is worth the risk of a jump);
 * - a host page around it (framed): the loader (embed.js) asks for the frame's height and may
 *   send commands at any time, and host consent walks the frame chain;
 * - the listener's saved volume (`volume` in localStorage): the Mute button and the slider show it.
 */
export function startsAtOnce(root: HTMLElement, win: Window): boolean {
  return (
    !root.firstElementChild ||
    root.dataset.start === 'load' ||
    win.location.search.length > 1 ||
    win.parent !== win ||
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

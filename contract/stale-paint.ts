/**
 * Query parameters that change what the player shows before any interaction: the language (and
 * its direction), the colour scheme, the social block, the volume slider, autoplay's busy Play.
 * With one of them the page's prerendered player is not what the app will show at that address.
 */
export const REPAINT_PARAMS = ['lang', 'theme', 'no_social', 'show_volume', 'autoplay'] as const;

/** The mark on <html> (`data-stale`, as `dataset.stale`) under which the page's stylesheet hides #app's paint. */
export const STALE_PAINT_MARK = 'stale';

/**
 * The first part of the one inline script of every page with a painted player, first in its head
 * (the early clicks' part follows it in the same script, contract/early-clicks.ts, joined by
 * cli/render/render-embed.ts): where the address
 * carries a repaint parameter, it marks <html> (`data-stale`), and the page's stylesheet
 * hides the painted player's contents from the first frame until the app has rendered
 * (#app[data-app], runtime/ui/player.css; the player's own box and background stay, so a dark
 * station's frame does not flash white). The page's own script drops the paint's contents
 * (runtime/main.ts), and the app renders them afresh as it did before there was a first paint (a paint that turns into another would be a jump, and a player
 * that looks ready before it is). That script is a module, run only once fetched and the page
 * parsed: when it alone dropped the paint, a listener on a slow network or device saw the wrong
 * player (English where `?lang=de` asked for German, the light scheme for `?theme=dark`) until
 * then, and then saw it go. In the head, before the stylesheets: an inline script after them
 * waits for them, and one after #app held WebKit's load event where an earlier page's image
 * request hung (test/e2e/art-fallback-webkit.test.ts). Constant, so the CSP allows the script by
 * one hash (cli/csp/). A name only percent-encoded (`?l%61ng=de`) is not seen here: the app still shows
 * that language, after the painted player.
 */
export const STALE_PAINT_SCRIPT = /* @__PURE__ */ (() => `/[?&](${REPAINT_PARAMS.join('|')})\\b/.test(location.search)&&(document.documentElement.dataset.${STALE_PAINT_MARK}=1)`)();

/**
 * Query parameters that change what the player shows before any interaction: the language (and
 * its direction), the colour scheme, the social block, the volume slider, autoplay's busy Play.
 * With one of them the page's prerendered player is not what the app will show at that address.
 */
export const REPAINT_PARAMS = ['lang', 'theme', 'no_social', 'show_volume', 'autoplay'] as const;

/**
 * The one inline script of every page with a painted player, right after it (#app): where the
 * address carries a repaint parameter, it drops that paint before the browser shows it, and the
 * app renders afresh as it did before there was a first paint (a paint that turns into another
 * would be a jump, and a player that looks ready before it is). The page's own script is a
 * module, run only once fetched and the page parsed: when it dropped the paint, a listener on a
 * slow network or device saw the wrong player (English where `?lang=de` asked for German, the
 * light scheme for `?theme=dark`) until then, and then saw it go. Constant, so the CSP allows it
 * by one hash (cli/csp/). A name only percent-encoded (`?l%61ng=de`) is not seen here: the app
 * still shows that language, after the painted player.
 */
export const STALE_PAINT_SCRIPT = `/[?&](${REPAINT_PARAMS.join('|')})\\b/.test(location.search)&&document.getElementById('app').replaceChildren()`;

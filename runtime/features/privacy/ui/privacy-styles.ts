import { useLayoutEffect } from 'preact/hooks';
import css from './privacy-notices.css?inline';

export const PRIVACY_STYLE_ID = 're-privacy-styles';

/**
 * Adds the notices' stylesheet to the document once, before the notices paint. The page links
 * only the first-load CSS, so the lazy chunk carries it as `?inline` text, inserted unchanged:
 * the build allows exactly that text's hash in the page's CSP (no 'unsafe-inline'). It goes first
 * in <head>, so the player's CSS and the station's custom CSS (later, same specificity) win over it.
 */
export function usePrivacyStyles(): void {
  useLayoutEffect(() => {
    if (document.getElementById(PRIVACY_STYLE_ID)) return;
    const style = document.createElement('style');
    style.id = PRIVACY_STYLE_ID;
    style.textContent = css;
    document.head.prepend(style);
  }, []);
}

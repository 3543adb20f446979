import { useLayoutEffect } from 'preact/hooks';
import css from './eu-consent.css?inline';

export const EU_CONSENT_STYLE_ID = 're-eu-consent-styles';

/**
 * Adds the dialog's own stylesheet once, before it paints, after the US notices' sheet it builds
 * on (privacy-styles.ts) and before the player's and the station's CSS, which win over it.
 */
export function useEuConsentStyles(): void {
  useLayoutEffect(() => {
    const doc = document;
    if (doc.getElementById(EU_CONSENT_STYLE_ID)) return;
    const style = doc.createElement('style');
    style.id = EU_CONSENT_STYLE_ID;
    style.textContent = css;
    const privacy = doc.getElementById('re-privacy-styles');
    if (privacy) privacy.after(style);
    else doc.head.prepend(style);
  }, []);
}

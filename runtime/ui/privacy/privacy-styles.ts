import { useLayoutEffect } from 'react';

/**
 * The notices' stylesheet: dark scheme, sized for a 320 px wide player; classes prefixed
 * `re-privacy` so a station's custom CSS can restyle them. Kept as a string because the page links
 * only the first-load CSS: esbuild would emit a .css file for this lazy chunk that nobody links.
 */
export const PRIVACY_CSS = `
.re-privacy {
  font: 13px/1.4 system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif;
  color: #f2f2f2;
}
.re-privacy a {
  color: #8ecbff;
}
.re-privacy button {
  min-height: 32px;
  padding: 6px 12px;
  border: 1px solid #5c5c62;
  border-radius: 6px;
  background: #2c2c30;
  color: #fff;
  font: inherit;
  cursor: pointer;
}
.re-privacy button:hover {
  background: #3a3a40;
}
.re-privacy a:focus-visible,
.re-privacy button:focus-visible,
.re-privacy [tabindex='-1']:focus-visible {
  outline: 2px solid #8ecbff;
  outline-offset: 2px;
}
.re-privacy p {
  margin: 0 0 8px;
}

/* The explicit notice: a modal over the whole player. */
.re-privacy-backdrop {
  position: fixed;
  inset: 0;
  z-index: 1000;
  display: flex;
  align-items: center;
  justify-content: center;
  padding: 12px;
  background: rgba(0, 0, 0, 0.65);
}
.re-privacy-dialog {
  box-sizing: border-box;
  width: 100%;
  max-width: 296px;
  max-height: 100%;
  overflow: auto;
  padding: 14px 16px;
  border-radius: 8px;
  background: #1c1c20;
  box-shadow: 0 8px 24px rgba(0, 0, 0, 0.5);
}
.re-privacy-dialog h2 {
  margin: 0 0 8px;
  font-size: 15px;
}
.re-privacy-actions {
  display: flex;
  flex-direction: column;
  gap: 8px;
  margin-top: 12px;
}

/* The inline notice: a small line in the player; its popout opens above it. */
.re-privacy-inline {
  position: relative;
  display: flex;
  flex-wrap: wrap;
  gap: 4px 12px;
  align-items: center;
  padding: 4px 8px;
  font-size: 12px;
}
.re-privacy-inline > button {
  min-height: 24px;
  padding: 0;
  border: 0;
  background: none;
  color: #8ecbff;
  text-decoration: underline;
}
.re-privacy-popout {
  position: absolute;
  bottom: 100%;
  left: 8px;
  z-index: 900;
  box-sizing: border-box;
  width: min(296px, calc(100vw - 16px));
  padding: 12px;
  border-radius: 8px;
  background: #1c1c20;
  box-shadow: 0 4px 16px rgba(0, 0, 0, 0.5);
  font-size: 13px;
}
`;

export const PRIVACY_STYLE_ID = 're-privacy-styles';

/**
 * Adds the stylesheet to the document once, before the notices paint. It goes first in <head>,
 * so the player's CSS and the station's custom CSS (later, same specificity) win over it.
 */
export function usePrivacyStyles(): void {
  useLayoutEffect(() => {
    if (document.getElementById(PRIVACY_STYLE_ID)) return;
    const style = document.createElement('style');
    style.id = PRIVACY_STYLE_ID;
    style.textContent = PRIVACY_CSS;
    document.head.prepend(style);
  }, []);
}

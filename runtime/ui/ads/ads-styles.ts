/**
 * The ads' stylesheet, as a string the ads chunk injects: the page links only the first-load CSS,
 * and a station without ads must not pay for these rules. Classes are prefixed `re-ad` so a
 * station's custom CSS can restyle them.
 */
export const ADS_CSS = `
.re-ads {
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 6px;
  min-height: 0;
  flex: 0 1 auto;
}
.re-ads:empty {
  display: none;
}
.re-ad {
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 4px;
  max-width: 100%;
}
.re-ad[hidden] {
  display: none;
}
.re-ad__video video {
  display: block;
  width: min(640px, 100%);
  aspect-ratio: 16 / 9;
  max-height: 45vh;
  background: #000;
}
.re-ad__label {
  margin: 0;
  font-size: 12px;
  letter-spacing: 0.04em;
  text-transform: uppercase;
  opacity: 0.8;
}
.re-companion {
  display: flex;
  justify-content: center;
  max-width: 100%;
  min-height: 0;
}
.re-companion img,
.re-companion iframe {
  display: block;
  max-width: 100%;
  max-height: 40vh;
  border: 0;
  object-fit: contain;
}
.re-ad-banner {
  display: flex;
  justify-content: center;
  flex: none;
}
.re-ad-banner iframe {
  display: block;
  border: 0;
}
`;

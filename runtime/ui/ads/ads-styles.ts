/**
 * The ads' stylesheet, as a string the ads chunk injects: the page links only the first-load CSS,
 * and a station without ads must not pay for these rules. It fits the player's grid (player.css):
 * the companion and a video ad take the album art's cell, the "Advertisement" label the cleared
 * track line's row; the banner sits below the whole player, which then gives up its height.
 * Classes are prefixed `re-ad` so a station's custom CSS can restyle them.
 */
export function adsCss(bannerHeight: number): string {
  return `
.re-ads {
  display: contents;
}
/* The art placed explicitly, so the companion can share its cell instead of pushing it aside. */
.re-art {
  grid-column: 1;
}
.re-companion,
.re-ad-video {
  grid-area: 1 / 1 / -1 / 2;
  z-index: 1;
  align-self: center;
  width: min(100vh - 2 * var(--pad, 0px) - var(--re-banner-h, 0px), 42vw);
  aspect-ratio: 1;
  display: grid;
  place-items: center;
  border-radius: 6px;
  overflow: hidden;
  background: #8882;
}
.re-ad-video {
  z-index: 2;
  background: #000;
}
.re-ad-video[hidden] {
  display: none;
}
.re-companion img,
.re-companion iframe,
.re-ad-video video {
  display: block;
  max-width: 100%;
  max-height: 100%;
  border: 0;
}
.re-ad-video video {
  width: 100%;
  aspect-ratio: 16 / 9;
}
.re-ad {
  grid-area: 3 / 2 / 4 / 4;
  z-index: 1;
  margin: 0;
  font-size: clamp(0.8125rem, 4.5vh, 1.25rem);
  white-space: nowrap;
  opacity: 0.8;
}
#app:has(> .re-ad-banner-host > .re-ad-banner) {
  --re-banner-h: ${bannerHeight}px;
  display: flex;
  flex-direction: column;
}
#app:has(> .re-ad-banner-host > .re-ad-banner) > .re-player {
  flex: 1 1 0;
  min-height: 0;
  height: auto;
}
#app:has(> .re-ad-banner-host > .re-ad-banner) .re-art {
  width: min(100vh - 2 * var(--pad, 0px) - var(--re-banner-h), 42vw);
}
.re-ad-banner {
  display: flex;
  justify-content: center;
  height: ${bannerHeight}px;
  background: #101418;
}
.re-ad-banner iframe {
  display: block;
  border: 0;
}
`;
}

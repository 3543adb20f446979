import type { EmbedConfig } from '../../contract/embed-config';
import { escapeHtml } from './escape';
import { schemeName } from './scheme-colours';

/** The scheme's own accent and what it draws on it (runtime/ui/player.css), for a station without ui.accent. */
const DEFAULT_ACCENT = { dark: ['#2dd4bf', '#06201d'], light: ['#0f766e', '#fff'] } as const;

/**
 * The tab's icon: a Play button in the station's accent as an SVG data: URI (the page's CSP
 * allows data: images), so the browser never asks for a /favicon.ico that is not there. Not the
 * station's logo: a browser fetches a top-level page's icon at load, before the listener did
 * anything, and that request would go to the logo's own host past the image proxy a station
 * may have set (and, on a privacy station, before its privacy mode is known).
 */
export function faviconHref(config: EmbedConfig): string {
  const [fill, ink] = config.ui.accent ? [config.ui.accent, config.ui.onAccent ?? '#fff'] : DEFAULT_ACCENT[schemeName(config.ui.scheme)];
  const svg = `<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 16 16'><circle cx='8' cy='8' r='8' fill='${fill}'/><path d='M6 4.5v7l6-3.5z' fill='${ink}'/></svg>`;
  // Only `#` (a fragment) and `%` are escaped: a URL parser takes the rest as it is, and the
  // page's bytes are its first load's.
  return `data:image/svg+xml,${svg.replace(/[#%]/g, encodeURIComponent)}`;
}

/**
 * What a share link's page says about itself to a browser tab, a search engine and a link
 * preview (Open Graph): the icon, a description (the station's name beside its title), and the
 * title, address and image (the logo, else the default art) where the station has them.
 */
export function pageHead(config: EmbedConfig): string {
  const { title, name } = config.station;
  const description = name && name !== title ? `${title} – ${name}` : title;
  const image = config.station.logo || config.ui.defaultAlbumArt;
  const meta = (property: string, content: string) => (content ? `<meta property="${property}" content="${escapeHtml(content)}">` : '');
  return [
    // An accent is a validated colour (no `"` or `&`), so the generated icon needs no HTML escaping.
    `<link rel="icon" href="${faviconHref(config)}">`,
    `<meta name="description" content="${escapeHtml(description)}">`,
    // og:type defaults to website; og:description to the meta description.
    meta('og:title', title),
    meta('og:url', config.playerLink),
    meta('og:image', image),
  ].join('');
}

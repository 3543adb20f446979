import type { EmbedConfig } from '../../contract/embed-config';
import { escapeHtml } from './escape';
import { pageIcon } from './page-icon';

/**
 * What a share link's page says about itself to a browser tab, a search engine and a link
 * preview (Open Graph): the icon (./page-icon.ts), a description (the station's name beside its title), and the
 * title, address and image (the logo, else the default art) where the station has them.
 */
export function pageHead(config: EmbedConfig): string {
  const { title, name } = config.station;
  const description = name && name !== title ? `${title} – ${name}` : title;
  const image = config.station.logo || config.ui.defaultAlbumArt;
  const meta = (property: string, content: string) => (content ? `<meta property="${property}" content="${escapeHtml(content)}">` : '');
  return [
    // Relative, as the page's other assets are (render-embed.ts); its path is a hash, no escaping.
    `<link rel="icon" href="../${pageIcon(config).path}">`,
    `<meta name="description" content="${escapeHtml(description)}">`,
    // og:type defaults to website; og:description to the meta description.
    meta('og:title', title),
    meta('og:url', config.playerLink),
    meta('og:image', image),
  ].join('');
}

import type { EmbedServices } from '../../../config/embed-config';

/**
 * Spec §7: with the image proxy on, a third-party image is fetched as
 * `{proxy}/image?src={encoded url}&cb={build time}` (the build time busts the proxy's cache once per
 * release). Otherwise the URL is used as it is.
 */
export function proxiedImage(url: string, proxy: EmbedServices['imageProxy'], buildTime: number): string {
  if (!url || !proxy?.enabled || !proxy.url) return url;
  return `${proxy.url.replace(/\/+$/, '')}/image?src=${encodeURIComponent(url)}&cb=${buildTime}`;
}

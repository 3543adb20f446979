import type { StationState } from '../stores/station';
import type { EmbedServices } from './embed-config';

/**
 * Spec §7: with the image proxy on, a third-party image is fetched as
 * `{proxy}/image?src={encoded url}&cb={build time}` (the build time busts the proxy's cache once per
 * release). Otherwise the URL is used as it is; so is an image that is not third-party (the page's
 * own origin, a relative path, a data: URL) and one already under the proxy.
 */
export function proxiedImage(
  url: string,
  proxy: EmbedServices['imageProxy'],
  buildTime: number,
  pageOrigin = globalThis.location?.origin,
): string {
  const base = proxy?.enabled && proxy.url.replace(/\/+$/, '');
  const own = (prefix: unknown): boolean => !!prefix && url.startsWith(`${prefix}/`);
  if (!base || !/^https?:\/\//i.test(url) || own(base) || own(pageOrigin)) return url;
  return `${base}/image?src=${encodeURIComponent(url)}&cb=${buildTime}`;
}

/**
 * An image the player shows (a cover, the default album art, the logo on the lock screen) as the
 * page loads it: through the station's image proxy when it is on.
 */
export const stationImage = (url: string, station: StationState | null | undefined): string =>
  station ? proxiedImage(url, station.config.services.imageProxy, station.config.buildTime) : url;

import type { Logger } from '../../lib/logger';
import { takeFirstPaintGeo } from './public/first-paint-geo';

/** Spec §3 "Geo lookup result" (only what we read is typed; the service sends more). */
export interface GeoResult {
  country_code?: string;
  region_code?: string;
  region?: string;
  error?: unknown;
  [field: string]: unknown;
}

/** Errors as data: a lookup never rejects. */
export type GeoOutcome =
  | { ok: true; result: GeoResult }
  | { ok: false; reason: 'timeout' | 'http' | 'network' | 'invalid' | 'aborted' };

export interface GeoLookupOptions {
  /** `services.geo.url` */
  url: string;
  /** `services.geo.v2`: ask `/geo/v2` instead of `/geo`. */
  v2: boolean;
  fetch: typeof fetch;
  log: Logger;
  /** Default 3000 ms: long enough for a slow mobile network, short enough not to hold the player. */
  timeoutMs?: number;
  /** Successful results per address; by default one map shared by the page. */
  cache?: Map<string, Promise<GeoOutcome>>;
}

export type GeoLookup = (ip?: string, signal?: AbortSignal) => Promise<GeoOutcome>;

export const GEO_TIMEOUT_MS = 3000;
const pageCache = new Map<string, Promise<GeoOutcome>>();

export function geoUrl(base: string, v2: boolean, ip?: string): string {
  const path = `${base.replace(/\/+$/, '')}/geo${v2 ? '/v2' : ''}`;
  return ip ? `${path}?ip=${encodeURIComponent(ip)}` : path;
}

/**
 * Spec §7 geo lookup, cached per address. A result with an `error` field is logged with the raw
 * result and not cached (spec §8); so are timeouts, statuses outside 200–299 and network errors,
 * so the next lookup for that address tries again.
 */
export function createGeoLookup(options: GeoLookupOptions): GeoLookup {
  const { url, v2, fetch, log, timeoutMs = GEO_TIMEOUT_MS, cache = pageCache } = options;

  /**
   * The first paint's answer when it asked this very URL (a clone: it stays unread for the next),
   * else a request of our own.
   */
  function respond(address: string, asked: Promise<Response | void> | undefined, signal: AbortSignal): Promise<Response> {
    if (!asked) return fetch(address, { signal });
    return new Promise((resolve, reject) => {
      signal.addEventListener('abort', () => reject(signal.reason), { once: true });
      asked.then((response) => (response ? resolve(response.clone()) : respond(address, undefined, signal).then(resolve, reject)), reject);
    });
  }

  async function request(ip: string | undefined, signal?: AbortSignal): Promise<GeoOutcome> {
    const address = geoUrl(url, v2, ip);
    const asked = ip ? undefined : takeFirstPaintGeo(address);
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, timeoutMs);
    const onAbort = (): void => controller.abort();
    signal?.addEventListener('abort', onAbort, { once: true });
    try {
      const response = await respond(address, asked, controller.signal);
      if (!response.ok) {
        log.warn(`Geo lookup failed with HTTP status ${response.status}`);
        return { ok: false, reason: 'http' };
      }
      const result = (await response.json()) as unknown;
      if (!result || typeof result !== 'object' || (result as GeoResult).error) {
        log.error('Invalid result from Geo lookup', result);
        return { ok: false, reason: 'invalid' };
      }
      return { ok: true, result: result as GeoResult };
    } catch (error) {
      // The first paint's own bound (runtime/first-paint/geo-first.ts) is the same timeout.
      if (timedOut || (error as Error | null)?.name === 'TimeoutError') {
        log.warn(`Geo lookup timed out after ${timeoutMs} ms`);
        return { ok: false, reason: 'timeout' };
      }
      if (signal?.aborted) return { ok: false, reason: 'aborted' };
      log.warn('Geo lookup failed', error);
      return { ok: false, reason: 'network' };
    } finally {
      clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
    }
  }

  return (ip, signal) => {
    const key = ip ?? '';
    const cached = cache.get(key);
    if (cached) return cached;
    const pending = request(ip, signal);
    // Concurrent lookups for one address share the request; only a success stays cached.
    cache.set(key, pending);
    void pending.then((outcome) => {
      if (!outcome.ok && cache.get(key) === pending) cache.delete(key);
    });
    return pending;
  };
}

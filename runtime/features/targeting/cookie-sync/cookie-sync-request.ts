import type { PrivacyStrings } from '../../../stores/privacy';
import { privacyParams } from '../../consent/public/host-consent';
import { COOKIE_SYNC_DEFAULTS } from '../../../../contract/service-defaults';

export interface CookieSyncService {
  url: string;
  partnerKey: string;
  endpoint?: string;
  timeoutMs?: number;
  vendorId?: number;
}

/**
 * The cookie-sync call (our HTTP shape; the spec names only the parameters):
 * `GET {url}?partner={partnerKey}&endpoint={endpoint}&us_privacy={…}&gpp={…}&station_ids={a,b}`
 * sent with credentials, answered with JSON `{ "params": { "name": "value", … } }`.
 */
export function cookieSyncUrl(service: CookieSyncService, privacy: PrivacyStrings, stationIds: readonly (string | number)[]): string {
  const url = new URL(service.url);
  url.searchParams.set('partner', service.partnerKey);
  url.searchParams.set('endpoint', service.endpoint || COOKIE_SYNC_DEFAULTS.endpoint);
  for (const [name, value] of Object.entries(privacyParams(privacy))) if (value !== undefined) url.searchParams.set(name, value);
  url.searchParams.set('station_ids', stationIds.join(','));
  return url.toString();
}

/** The stream parameters from a response body: string, number and boolean values only. */
export function readCookieSyncParams(body: unknown): Record<string, string> {
  const params = (body as { params?: unknown } | null)?.params;
  const result: Record<string, string> = {};
  if (!params || typeof params !== 'object' || Array.isArray(params)) return result;
  for (const [key, value] of Object.entries(params)) {
    if (key && ['string', 'number', 'boolean'].includes(typeof value)) result[key] = String(value);
  }
  return result;
}

export function cookieSyncTimeout(service: CookieSyncService): number {
  const { timeoutMs } = service;
  return typeof timeoutMs === 'number' && Number.isFinite(timeoutMs) && timeoutMs > 0 ? timeoutMs : COOKIE_SYNC_DEFAULTS.timeoutMs;
}

import type { EmbedAds } from '../../config/embed-config';
import { hostAllowsNow, privacyParams } from '../consent/public/host-consent';

/** What the VAST request says about the listener (docs/ads.md "The ad request"). */
export interface AdRequestInput {
  gateway: EmbedAds['gateway'];
  stationId: number;
  /** The device id (localStorage `uuid`); left out of the request when `optedOut`. */
  deviceId: string;
  usPrivacy: string;
  gpp: string;
  /** The privacy strings forbid personalised ads: no device id, and `npa=1`. */
  optedOut: boolean;
  cacheBuster: string;
}

/**
 * `{gateway.url}/getmediavast.php?sid=…&uuid=…&us_privacy=…&gpp=…&npa=1&cb=…` (spec §7 "Ad
 * request"; the parameters are ours, documented in docs/ads.md). The gateway URL's own query is
 * kept. Empty values are left out, as on the stream URL. With a proxy, the whole request is handed
 * to it as `{proxy}?url=…`.
 */
export function adRequestUrl(input: AdRequestInput): string {
  const url = new URL(input.gateway.url);
  url.pathname = `${url.pathname.replace(/\/+$/, '')}/getmediavast.php`;
  const optedOut = input.optedOut || !hostAllowsNow('share', (input.gateway as { vendorId?: number }).vendorId);
  const params: [string, string | undefined][] = [
    ['sid', String(input.stationId)],
    ['uuid', optedOut ? '' : input.deviceId],
    ...Object.entries(privacyParams({ usPrivacy: input.usPrivacy, gpp: input.gpp })),
    ['npa', optedOut ? '1' : ''],
    ['cb', input.cacheBuster],
  ];
  for (const [name, value] of params) if (value) url.searchParams.set(name, value);
  if (!input.gateway.proxy) return url.href;
  const proxied = new URL(input.gateway.proxy);
  proxied.searchParams.set('url', url.href);
  return proxied.href;
}

import type { EmbedConfig } from '../../config/embed-config';
import type { Logger } from '../../lib/logger';
import { createGeoLookup, placeOf } from '../privacy/public/geo-place';

/** The EEA (the EU's 27, Iceland, Liechtenstein, Norway), the United Kingdom and Switzerland. */
export const GDPR_COUNTRIES = new Set(
  'AT BE BG HR CY CZ DK EE FI FR DE GR HU IE IT LV LT LU MT NL PL PT RO SK SI ES SE IS LI NO GB UK CH'.split(' '),
);

/**
 * Whether the GDPR applies to this listener, from the station's geo lookup (the page's one lookup:
 * geo.ts caches it). A lookup that fails, or no lookup configured, counts as "applies": the
 * GDPR's side fails closed as US privacy does.
 */
export async function gdprApplies(config: EmbedConfig, ip: string | undefined, deps: { fetch: typeof fetch; log: Logger }): Promise<boolean> {
  const geo = config.services.geo;
  if (!geo?.url) return true;
  const outcome = await createGeoLookup({ url: geo.url, v2: geo.v2, fetch: deps.fetch, log: deps.log })(ip);
  return !outcome.ok || GDPR_COUNTRIES.has(placeOf(outcome.result).country);
}

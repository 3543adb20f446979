import type { EmbedConfig } from '../../config/embed-config';
import type { Logger } from '../../lib/logger';
import { gdprAppliesFor } from '../consent/public/gdpr-applies';
import { answerGdpr } from '../consent/public/gdpr-answer';
import { createGeoLookup, type GeoOutcome } from './geo';

export interface GdprGeoOptions {
  fetch: typeof fetch;
  log: Logger;
  /** The address's `ip` override: the address the lookup asks about. */
  ip?: string;
  /** Aborted when the caller gives up: resolves undefined then. */
  signal?: AbortSignal;
  /** Geo results per address; default the page's, shared with the privacy layer's lookup (tests pass their own). */
  geoCache?: Map<string, Promise<GeoOutcome>>;
  timeoutMs?: number;
  /** The privacy layer's own lookup failed already on this page: not asked again (one lookup per page, as the layer's). */
  failedAlready?: boolean;
}

/**
 * Whether the GDPR applies to this listener, from the station's geo service (docs/privacy.md
 * "Listeners where the GDPR applies"): the privacy layer's own lookup, so one request per page
 * (its page cache, and on a privacy station the first paint's answer). The EEA, the UK and
 * Switzerland, a failed lookup, an answer without a country, and a station without a geo service
 * (no one can be placed): it applies. Logged where it does, saying why.
 */
export async function gdprAppliesToListener(config: EmbedConfig, options: GdprGeoOptions): Promise<boolean | undefined> {
  const geo = config.services.geo;
  const outcome = options.failedAlready
    ? { ok: false as const }
    : geo?.url
    ? await createGeoLookup({ url: geo.url, v2: geo.v2, fetch: options.fetch, log: options.log, cache: options.geoCache, timeoutMs: options.timeoutMs })(options.ip, options.signal)
    : undefined;
  if (options.signal?.aborted) return undefined;
  const applies = gdprAppliesFor(outcome);
  if (applies) {
    const why = outcome?.ok ? `listener in ${String(outcome.result.country_code || 'no country')}` : outcome ? 'the geo lookup failed' : 'no geo service configured';
    options.log.info(`GDPR applies (${why}) and no host CMP answered: nothing that needs consent starts without the listener\u2019s consent`);
  }
  return applies;
}

/** The consent gate's GDPR question answered for this listener (consent/public/gdpr-question.ts). */
export const answerGdprHere = (config: EmbedConfig, options: GdprGeoOptions, stillAsked: () => boolean): Promise<void> =>
  answerGdpr(() => gdprAppliesToListener(config, options), stillAsked);

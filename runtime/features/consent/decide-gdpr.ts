import type { EmbedConfig } from '../../config/embed-config';
import type { Logger } from '../../lib/logger';
import { createGeoLookup, type GeoOutcome } from '../privacy/public/geo-lookup';
import { expectAnswers, giveAnswer } from './consent-answers';
import { NO_TCF_CONSENT } from './fail-closed';
import { gdprAppliesFor } from './public/gdpr-applies';

export interface DecideGdprOptions {
  fetch: typeof fetch;
  log: Logger;
  /** The address's `ip` override: the address the lookup asks about (as the privacy layer's). */
  ip?: string;
  /** Aborted when the player is torn down: no answer is given then. */
  signal: AbortSignal;
  /** Geo results per address; default the page's, shared with the privacy layer (tests pass their own). */
  geoCache?: Map<string, Promise<GeoOutcome>>;
  timeoutMs?: number;
}

/**
 * Whether the GDPR applies to this listener, where no host TCF CMP can say (docs/privacy.md
 * "Listeners where the GDPR applies"), answered as the `geo` source of the consent gate. The geo
 * lookup is the privacy layer's own (the same page cache and, on a privacy station, the first
 * paint's answer: one request per page). The EEA, the UK and Switzerland, a failed lookup, an
 * answer without a country, and a station with no geo service at all: "GDPR applies, no consent"
 * (presumed), so nothing that needs consent starts until a consent answer comes — a host CMP's,
 * or the player's own dialog's, which replace it. Anywhere else: no TCF answer, the player's own
 * (US) rules decide as before.
 */
export async function decideGdpr(config: EmbedConfig, options: DecideGdprOptions): Promise<void> {
  // Waited for, and the rules installed: a stream that goes out before the answer carries `gdpr=1`.
  expectAnswers(['geo']);
  const geo = config.services.geo;
  const outcome = geo?.url
    ? await createGeoLookup({ url: geo.url, v2: geo.v2, fetch: options.fetch, log: options.log, cache: options.geoCache, timeoutMs: options.timeoutMs })(
        options.ip,
        options.signal,
      )
    : undefined;
  if (options.signal.aborted) return;
  if (!gdprAppliesFor(outcome)) return giveAnswer('geo', {});
  options.log.info(
    `GDPR applies (${outcome?.ok ? `listener in ${String(outcome.result.country_code)}` : outcome ? 'the geo lookup failed' : 'no geo service configured'}) and no host CMP answered: nothing that needs consent starts without the listener\u2019s consent`,
  );
  giveAnswer('geo', { tcf: NO_TCF_CONSENT(), tcfFrom: 'presumed' });
}

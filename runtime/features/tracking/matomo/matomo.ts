import type { OnInitialized } from '../script/load-state';
import type { EmbedConfig } from '../../../config/embed-config';
import { log as runtimeLog, type Logger } from '../../../lib/logger';
import { createScriptLoader } from '../script/script-loader';
import { matomoCommands, matomoScriptUrl } from './matomo-commands';

/** Spec §8 warning, verbatim. */
export const MATOMO_IDS_MISSING = 'Unable to initialize. Must specify both the Site ID and Domains list.';
/** Ours: the spec keeps the tracker host out of the station data; the services carry it. */
export const MATOMO_URL_MISSING = 'Unable to initialize. Must specify the Matomo tracker URL (services.piwik.trackerUrl).';

export interface MatomoDeps {
  /** Told once it is initialised (spec §3 INITIALIZED). */
  onInitialized?: OnInitialized;
  document?: Document;
  log?: Logger;
}

/**
 * Matomo/Piwik site analytics (spec §3 tracking.piwik): starts only when enabled with a site id
 * and a domain list; queues the spec §7 commands on `_paq`, then loads matomo.js from the
 * configured server. Returns the teardown, or null when not started.
 */
export function startMatomo(config: EmbedConfig, deps: MatomoDeps = {}): (() => void) | null {
  const log = deps.log ?? runtimeLog;
  const { enabled, siteid, domains } = config.tracking.piwik;
  if (!enabled) return null;
  const siteId = String(siteid ?? '').trim();
  const domainList = (Array.isArray(domains) ? domains : []).map((d) => String(d).trim()).filter(Boolean);
  if (!siteId || domainList.length === 0) {
    log.warn(MATOMO_IDS_MISSING);
    return null;
  }
  const trackerUrl = config.services.piwik?.trackerUrl?.trim();
  if (!trackerUrl) {
    log.warn(MATOMO_URL_MISSING);
    return null;
  }

  const document = deps.document ?? globalThis.document;
  const w = (document.defaultView ?? globalThis) as unknown as { _paq?: unknown[][] };
  const paq = (w._paq = w._paq ?? []);
  for (const command of matomoCommands({ title: config.station.title, siteId, domains: domainList, trackerUrl })) {
    paq.push(command);
  }
  const loader = createScriptLoader({ src: matomoScriptUrl(trackerUrl), document, log });
  // Initialised (spec §4) once matomo.js has loaded; destroy() first makes the load resolve false.
  void loader.load().then((loaded) => loaded && deps.onInitialized?.('piwik'));
  return () => loader.destroy();
}

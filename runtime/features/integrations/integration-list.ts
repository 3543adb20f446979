import { INTEGRATION_REGISTRY, isSwitchedOn, type IntegrationName } from '../../../contract/integrations';
import type { EmbedConfig } from '../../config/embed-config';
import type { Teardown } from '../../lib/teardown';
import type { ConsentPurpose } from '../privacy/public/consent-gate';
import type { Logger as TrackingLog } from '../../lib/logger';
import type { DeviceIdSource } from '../targeting/public/device-id';
import { loadUserMatching, loadUserRegistration } from '../targeting/public/vendors';
import type { ActivitySource } from '../tracking/public/player-activity';
import type { OnInitialized } from '../tracking/public/types';
import { loadGoogleAnalytics, loadMatomo, loadNielsen, loadQuantcast } from '../tracking/public/vendors';
import type { AdHitSource } from './ad-analytics';

/** What the player hands the integrations; everything is optional and injected. */
export interface IntegrationDeps {
  /** Whether the stream is playing now (audience-measurement progress). */
  isPlaying?: () => boolean;
  /** Player activity for analytics event hits. */
  onPlayerActivity?: ActivitySource;
  /** Ad events as analytics event hits (./ad-analytics.ts): only for a station with ads. */
  onAdHit?: AdHitSource;
  /** The listener's device id (targeting uid). */
  getDeviceId?: DeviceIdSource;
  /** An analytics integration became initialised (spec §3 INITIALIZED). */
  onInitialized?: OnInitialized;
  document?: Document;
  fetch?: typeof fetch;
  log?: TrackingLog;
}

export interface Integration {
  name: string;
  /** Which consent it waits for (contract/integrations.ts says why per vendor). */
  purpose: ConsentPurpose;
  enabled(config: EmbedConfig): boolean;
  /** Each vendor is its own chunk, fetched only when enabled and consented. */
  start(config: EmbedConfig, deps: IntegrationDeps): Promise<Teardown | null>;
}

// Each vendor is its own chunk, loaded through its feature's public surface (../tracking/public/vendors.ts,
// ../targeting/public/vendors.ts), where the import() literals are.
const STARTERS: Record<IntegrationName, Integration['start']> = {
  google: async (c, d) => (await loadGoogleAnalytics()).startGoogleAnalytics(c, d),
  piwik: async (c, d) => (await loadMatomo()).startMatomo(c, d),
  nielsen: async (c, d) => (await loadNielsen()).startNielsen(c, d),
  quantcast: async (c, d) => (await loadQuantcast()).startQuantcast(c, d),
  wopd: async (c, d) => (await loadUserMatching()).startUserMatching(c, d),
  a2x: async (c, d) => (await loadUserRegistration()).startUserRegistration(c, d),
};

/** The registry's integrations (contract/integrations.ts), each with its start. */
export const INTEGRATIONS: readonly Integration[] = INTEGRATION_REGISTRY.map((entry) => ({
  name: entry.name,
  purpose: entry.purpose,
  enabled: (config) => isSwitchedOn(config, entry),
  start: STARTERS[entry.name],
}));

import { INTEGRATION_REGISTRY, isSwitchedOn, type IntegrationName } from '../../../contract/integrations';
import type { EmbedConfig } from '../../config/embed-config';
import type { Teardown } from '../../lib/teardown';
import type { ConsentPurpose } from '../privacy/consent-gate';
import type { Logger as TrackingLog } from '../../lib/logger';
import type { ActivitySource } from '../tracking/player-activity';
import type { DeviceIdSource } from '../targeting/device-id';
import type { OnInitialized } from '../tracking/script/load-state';
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

// The import() paths stay literal: esbuild makes each vendor its own chunk from them.
const STARTERS: Record<IntegrationName, Integration['start']> = {
  google: async (c, d) => (await import('../tracking/google/google-analytics')).startGoogleAnalytics(c, d),
  piwik: async (c, d) => (await import('../tracking/matomo/matomo')).startMatomo(c, d),
  nielsen: async (c, d) => (await import('../tracking/nielsen/nielsen')).startNielsen(c, d),
  quantcast: async (c, d) => (await import('../tracking/quantcast/quantcast')).startQuantcast(c, d),
  wopd: async (c, d) => (await import('../targeting/start-user-matching')).startUserMatching(c, d),
  a2x: async (c, d) => (await import('../targeting/start-user-registration')).startUserRegistration(c, d),
};

/** The registry's integrations (contract/integrations.ts), each with its start. */
export const INTEGRATIONS: readonly Integration[] = INTEGRATION_REGISTRY.map((entry) => ({
  name: entry.name,
  purpose: entry.purpose,
  enabled: (config) => isSwitchedOn(config, entry),
  start: STARTERS[entry.name],
}));

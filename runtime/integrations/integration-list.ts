import type { EmbedConfig } from '../config/embed-config';
import type { ConsentPurpose } from '../privacy/consent-gate';
import type { TrackingLog } from '../tracking/log';
import type { ActivitySource } from '../tracking/player-activity';
import type { DeviceIdSource } from '../targeting/device-id';

/** What the player hands the integrations; everything is optional and injected. */
export interface IntegrationDeps {
  /** Whether the stream is playing now (audience-measurement progress). */
  isPlaying?: () => boolean;
  /** Player activity for analytics event hits. */
  onPlayerActivity?: ActivitySource;
  /** The listener's device id (targeting uid). */
  getDeviceId?: DeviceIdSource;
  document?: Document;
  fetch?: typeof fetch;
  log?: TrackingLog;
}

export type Teardown = () => void;

export interface Integration {
  name: string;
  /**
   * `share`: sells or shares personal data (CCPA/CPRA sale or cross-context advertising);
   * `measure`: audience measurement. See docs/tracking.md for the reasoning per vendor.
   */
  purpose: ConsentPurpose;
  enabled(config: EmbedConfig): boolean;
  /** Each vendor is its own chunk, fetched only when enabled and consented. */
  start(config: EmbedConfig, deps: IntegrationDeps): Promise<Teardown | null>;
}

export const INTEGRATIONS: readonly Integration[] = [
  {
    name: 'google',
    purpose: 'measure',
    enabled: (c) => c.tracking.google.enabled,
    start: async (c, d) => (await import('../tracking/google/google-analytics')).startGoogleAnalytics(c, d),
  },
  {
    name: 'piwik',
    purpose: 'measure',
    enabled: (c) => c.tracking.piwik.enabled,
    start: async (c, d) => (await import('../tracking/matomo/matomo')).startMatomo(c, d),
  },
  {
    name: 'nielsen',
    purpose: 'measure',
    enabled: (c) => c.tracking.nielsen.enabled,
    start: async (c, d) => (await import('../tracking/nielsen/nielsen')).startNielsen(c, d),
  },
  {
    name: 'quantcast',
    purpose: 'share',
    enabled: (c) => c.tracking.quantcast.enabled,
    start: async (c, d) => (await import('../tracking/quantcast/quantcast')).startQuantcast(c, d),
  },
  {
    name: 'wopd',
    purpose: 'share',
    enabled: (c) => c.targeting.wopd.enabled,
    start: async (c, d) => (await import('../targeting/start-user-matching')).startUserMatching(c, d),
  },
  {
    name: 'a2x',
    purpose: 'share',
    enabled: (c) => c.targeting.a2x.enabled,
    start: async (c, d) => (await import('../targeting/start-user-registration')).startUserRegistration(c, d),
  },
];


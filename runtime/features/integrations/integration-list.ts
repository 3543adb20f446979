import type { EmbedConfig, EmbedTargeting, EmbedTracking } from '../../config/embed-config';
import type { ConsentPurpose } from '../privacy/consent-gate';
import type { TrackingLog } from '../tracking/log';
import type { ActivitySource } from '../tracking/player-activity';
import type { DeviceIdSource } from '../targeting/device-id';
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

type Start = Integration['start'];

/** A vendor switched on by `tracking.<name>.enabled`. */
const tracking = (name: keyof EmbedTracking, purpose: ConsentPurpose, start: Start): Integration => ({
  name,
  purpose,
  enabled: (c) => c.tracking[name].enabled,
  start,
});

/** A vendor switched on by `targeting.<name>.enabled`. */
const targeting = (name: keyof EmbedTargeting, purpose: ConsentPurpose, start: Start): Integration => ({
  name,
  purpose,
  enabled: (c) => c.targeting[name].enabled,
  start,
});

// The import() paths stay literal: esbuild makes each vendor its own chunk from them.
export const INTEGRATIONS: readonly Integration[] = [
  tracking('google', 'measure', async (c, d) => (await import('../tracking/google/google-analytics')).startGoogleAnalytics(c, d)),
  tracking('piwik', 'measure', async (c, d) => (await import('../tracking/matomo/matomo')).startMatomo(c, d)),
  tracking('nielsen', 'measure', async (c, d) => (await import('../tracking/nielsen/nielsen')).startNielsen(c, d)),
  tracking('quantcast', 'share', async (c, d) => (await import('../tracking/quantcast/quantcast')).startQuantcast(c, d)),
  targeting('wopd', 'share', async (c, d) => (await import('../targeting/start-user-matching')).startUserMatching(c, d)),
  targeting('a2x', 'share', async (c, d) => (await import('../targeting/start-user-registration')).startUserRegistration(c, d)),
];

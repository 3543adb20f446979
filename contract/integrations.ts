import type { EmbedConfig, EmbedTargeting, EmbedTracking } from './embed-config';

/**
 * `share`: sells or shares personal data (CCPA/CPRA sale or cross-context advertising);
 * `measure`: audience measurement. docs/tracking.md gives the reasoning per vendor.
 */
export type IntegrationPurpose = 'share' | 'measure';

/** Switched on by `tracking.<name>.enabled` or `targeting.<name>.enabled`. */
export type IntegrationEntry =
  | { section: 'tracking'; name: keyof EmbedTracking; purpose: IntegrationPurpose }
  | { section: 'targeting'; name: keyof EmbedTargeting; purpose: IntegrationPurpose };

export type IntegrationName = IntegrationEntry['name'];

/**
 * Every tracking and targeting integration, once, with the consent it waits for: the runtime
 * starts them from it (runtime/features/integrations/integration-list.ts, in the lazy integrations
 * chunk only), the build writes the CSP of the enabled ones (cli/csp/integration-sources.ts,
 * with INTEGRATION_SOURCES). In start order.
 */
export const INTEGRATION_REGISTRY: readonly IntegrationEntry[] = [
  { section: 'tracking', name: 'google', purpose: 'measure' },
  { section: 'tracking', name: 'piwik', purpose: 'measure' },
  { section: 'tracking', name: 'nielsen', purpose: 'measure' },
  { section: 'tracking', name: 'quantcast', purpose: 'share' },
  { section: 'targeting', name: 'wopd', purpose: 'share' },
  { section: 'targeting', name: 'a2x', purpose: 'share' },
];

/** What the build's CSP needs to know of an integration. */
export interface IntegrationSources {
  /** Where its scripts load from by default: the CSP's script-src for it. */
  scriptOrigins: readonly string[];
  /**
   * The `services.<service>.<field>` URL that replaces `scriptOrigins` when the operator sets it
   * (self-hosting, tests): then only that URL's origin is allowed.
   */
  scriptUrlSetting?: { service: 'google' | 'piwik' | 'nielsen'; field: 'scriptUrl' | 'trackerUrl' | 'sdkUrl' };
  /** Where the pages it frames come from: the CSP's frame-src for it. */
  frameOrigins: readonly string[];
  /** Fields of its config entry it cannot start without: while one is empty it loads nothing. */
  requiredFields?: readonly string[];
  /** Its id in the IAB Global Vendor List, where it has one we know. */
  iabVendorId?: number;
}

/**
 * Each integration's hosts, for the build's CSP only (cli/csp/integration-sources.ts). Apart from
 * INTEGRATION_REGISTRY so that the runtime's integrations chunk, which imports the registry,
 * does not carry them (esbuild leaves an unused constant out).
 */
export const INTEGRATION_SOURCES: Readonly<Record<IntegrationName, IntegrationSources>> = {
  google: {
    scriptOrigins: ['https://www.googletagmanager.com'],
    scriptUrlSetting: { service: 'google', field: 'scriptUrl' },
    frameOrigins: [],
    requiredFields: ['gacode'],
    iabVendorId: 755,
  },
  // Matomo is self-hosted: its script comes from services.piwik.trackerUrl or not at all.
  piwik: { scriptOrigins: [], scriptUrlSetting: { service: 'piwik', field: 'trackerUrl' }, frameOrigins: [] },
  // Nielsen's SDK loads its parts from several imrworldwide.com hosts.
  nielsen: { scriptOrigins: ['https://*.imrworldwide.com'], scriptUrlSetting: { service: 'nielsen', field: 'sdkUrl' }, frameOrigins: [] },
  // Quantcast and a2x are image pixels: no scripts, no frames (images are open in the CSP).
  quantcast: { scriptOrigins: [], frameOrigins: [], iabVendorId: 11 },
  // User matching renders the ad platform's partners' tags (scripts and iframes) on hosts nobody
  // lists in advance. Their inline code stays blocked: only 'unsafe-inline' would allow it.
  wopd: { scriptOrigins: ['https:'], frameOrigins: ['https:'] },
  a2x: { scriptOrigins: [], frameOrigins: [] },
};

/** Whether the station switches this integration on (`<section>.<name>.enabled`). */
export function isSwitchedOn(config: Pick<EmbedConfig, 'tracking' | 'targeting'>, entry: IntegrationEntry): boolean {
  return entry.section === 'tracking' ? config.tracking[entry.name].enabled : config.targeting[entry.name].enabled;
}

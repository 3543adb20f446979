import type { EmbedConfig, EmbedTargeting, EmbedTracking } from './embed-config';

/**
 * `share`: sells or shares personal data (CCPA/CPRA sale or cross-context advertising);
 * `measure`: audience measurement. docs/tracking.md gives the reasoning per vendor.
 */
export type IntegrationPurpose = 'share' | 'measure';

interface IntegrationFacts {
  purpose: IntegrationPurpose;
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

/** Switched on by `tracking.<name>.enabled` or `targeting.<name>.enabled`. */
export type IntegrationEntry =
  | ({ section: 'tracking'; name: keyof EmbedTracking } & IntegrationFacts)
  | ({ section: 'targeting'; name: keyof EmbedTargeting } & IntegrationFacts);

export type IntegrationName = IntegrationEntry['name'];

/**
 * Every tracking and targeting integration, once: the build writes the CSP from it
 * (cli/csp/integration-sources.ts) and the runtime starts them from it
 * (runtime/integrations/integration-list.ts, in the lazy integrations chunk only). In start order.
 */
export const INTEGRATION_REGISTRY: readonly IntegrationEntry[] = [
  {
    section: 'tracking',
    name: 'google',
    purpose: 'measure',
    scriptOrigins: ['https://www.googletagmanager.com'],
    scriptUrlSetting: { service: 'google', field: 'scriptUrl' },
    frameOrigins: [],
    requiredFields: ['gacode'],
    iabVendorId: 755,
  },
  {
    section: 'tracking',
    name: 'piwik',
    purpose: 'measure',
    // Matomo is self-hosted: its script comes from services.piwik.trackerUrl or not at all.
    scriptOrigins: [],
    scriptUrlSetting: { service: 'piwik', field: 'trackerUrl' },
    frameOrigins: [],
  },
  {
    section: 'tracking',
    name: 'nielsen',
    purpose: 'measure',
    // Nielsen's SDK loads its parts from several imrworldwide.com hosts.
    scriptOrigins: ['https://*.imrworldwide.com'],
    scriptUrlSetting: { service: 'nielsen', field: 'sdkUrl' },
    frameOrigins: [],
  },
  // Quantcast and a2x are image pixels: no scripts, no frames (images are open in the CSP).
  { section: 'tracking', name: 'quantcast', purpose: 'share', scriptOrigins: [], frameOrigins: [], iabVendorId: 11 },
  {
    section: 'targeting',
    name: 'wopd',
    purpose: 'share',
    // User matching renders the ad platform's partners' tags (scripts and iframes) on hosts nobody
    // lists in advance. Their inline code stays blocked: only 'unsafe-inline' would allow it.
    scriptOrigins: ['https:'],
    frameOrigins: ['https:'],
  },
  { section: 'targeting', name: 'a2x', purpose: 'share', scriptOrigins: [], frameOrigins: [] },
];

/** Whether the station switches this integration on (`<section>.<name>.enabled`). */
export function isSwitchedOn(config: Pick<EmbedConfig, 'tracking' | 'targeting'>, entry: IntegrationEntry): boolean {
  return entry.section === 'tracking' ? config.tracking[entry.name].enabled : config.targeting[entry.name].enabled;
}

/**
 * The defaults of optional parts' fields: the services (station-config.md, "Services") and the ad
 * banner. They apply when the part is set, so they stay out of EMBED_DEFAULTS (./embed-defaults.ts,
 * what every config has). A file of their own, one constant per part, so a runtime chunk that reads
 * one links only that one (spec §7, §9: cookie-sync endpoint us-west, ad sync timeout 1000 ms).
 */
export const COOKIE_SYNC_DEFAULTS = { endpoint: 'us-west', timeoutMs: 1000 } as const;

export const SERVICE_DEFAULTS = {
  geo: { v2: false },
  imageProxy: { enabled: false },
  cookieSync: COOKIE_SYNC_DEFAULTS,
} as const;

/** The ad banner's defaults (spec §9: no refresh, a 728×90 leaderboard). */
export const AD_BANNER_DEFAULTS = { frequency: 0, layout: '728x90' } as const;

/**
 * The defaults of the optional services' fields (station-config.md, "Services"): they apply when
 * the service is set, so they stay out of EMBED_DEFAULTS (./embed-defaults.ts, whose `services` is
 * what every config has). A file of their own, one constant per service, so a runtime chunk that
 * reads one links only that one (spec §7, §9: cookie-sync endpoint us-west, ad sync timeout 1000 ms).
 */
export const COOKIE_SYNC_DEFAULTS = { endpoint: 'us-west', timeoutMs: 1000 } as const;

export const SERVICE_DEFAULTS = {
  geo: { v2: false },
  imageProxy: { enabled: false },
  cookieSync: COOKIE_SYNC_DEFAULTS,
} as const;

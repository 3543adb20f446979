/** Where an integration's IAB vendor id lives in the station file: `{tracking|targeting}.<name>.vendorId`. */
interface VendorIdConfig {
  tracking?: Record<string, { vendorId?: number } | undefined>;
  targeting?: Record<string, { vendorId?: number } | undefined>;
}

/** The IAB Global Vendor List id the station gives an integration, if any. */
export function vendorIdOf(config: unknown, integration: string): number | undefined {
  const c = config as VendorIdConfig;
  return c.tracking?.[integration]?.vendorId ?? c.targeting?.[integration]?.vendorId;
}

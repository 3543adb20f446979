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

/** Every vendor id the station names (integrations, cookie sync, the ad gateway). */
export function stationVendorIds(config: unknown): number[] {
  const c = config as VendorIdConfig & {
    services?: { cookieSync?: { vendorId?: number } };
    ads?: { gateway?: { vendorId?: number } };
  };
  const ids = [c.services?.cookieSync?.vendorId, c.ads?.gateway?.vendorId];
  for (const section of [c.tracking, c.targeting]) for (const entry of Object.values(section ?? {})) ids.push(entry?.vendorId);
  return [...new Set(ids.filter((id): id is number => typeof id === 'number'))];
}

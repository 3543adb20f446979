import type { EmbedConfig } from '../../config/embed-config';

interface WithVendor {
  enabled?: boolean;
  vendorId?: number;
}

/**
 * The IAB vendor ids the station's own integrations name (docs/privacy.md "Vendor ids"): those of
 * its enabled trackers and targeting, its cookie sync and its ad gateway, plus
 * `privacy.vendorList.vendorIds`. These are the partners the dialog asks for, in ascending order.
 */
export function stationVendorIds(config: EmbedConfig): number[] {
  const loose = config as unknown as {
    tracking?: Record<string, WithVendor | undefined>;
    targeting?: Record<string, WithVendor | undefined>;
    services?: { cookieSync?: WithVendor };
    ads?: { gateway?: WithVendor };
  };
  const named = [
    ...Object.values(loose.tracking ?? {}).filter((it) => it?.enabled),
    ...Object.values(loose.targeting ?? {}).filter((it) => it?.enabled),
    loose.services?.cookieSync,
    loose.ads?.gateway,
  ].map((it) => it?.vendorId);
  const ids = [...named, ...(config.privacy.vendorList?.vendorIds ?? [])].filter((id): id is number => Number.isInteger(id) && id! > 0);
  return [...new Set(ids)].sort((a, b) => a - b);
}

import type { EmbedConfig } from '../../config/embed-config';

/**
 * The IAB vendor ids the station's own integrations name (docs/privacy.md "Vendor ids"): those of
 * its enabled trackers and targeting, its cookie sync and its ad gateway, plus
 * `privacy.vendorList.vendorIds`. These are the partners the dialog asks for, in ascending order.
 */
export function stationVendorIds(config: EmbedConfig): number[] {
  const named = [
    ...Object.values(config.tracking).filter((it) => it.enabled),
    ...Object.values(config.targeting).filter((it) => it.enabled),
    config.services.cookieSync,
    config.ads?.gateway,
  ].map((it) => it?.vendorId);
  const ids = [...named, ...(config.privacy.vendorList?.vendorIds ?? [])].filter((id): id is number => Number.isInteger(id) && id! > 0);
  return [...new Set(ids)].sort((a, b) => a - b);
}

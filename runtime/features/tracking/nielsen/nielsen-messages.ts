/** The audience-measurement message codes of spec §7. */
export const NielsenMessage = {
  LOAD_METADATA: 15,
  PROGRESS: 49,
  STOP: 7,
} as const;

/** Spec §9: default audience-measurement asset id. */
export const DEFAULT_ASSET_ID = 'Unknown Station';

/** The code-15 metadata for a live radio stream (spec §7). */
export interface NielsenMetadata {
  dataSrc: 'cms';
  stationType: 1;
  type: 'radio';
  provider: string;
  assetid: string;
}

/**
 * The asset is the station (its title, else 'Unknown Station'); the provider is the station's
 * name, falling back to its title (the spec's own provider string is a brand, omitted).
 */
export function nielsenMetadata(station: { title?: string; name?: string }): NielsenMetadata {
  const title = station.title?.trim() ?? '';
  return {
    dataSrc: 'cms',
    stationType: 1,
    type: 'radio',
    provider: station.name?.trim() || title,
    assetid: title || DEFAULT_ASSET_ID,
  };
}

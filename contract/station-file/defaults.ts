import { EMBED_DEFAULTS } from '../embed-defaults';

/**
 * The station schema reads the defaults by their own type (EMBED_DEFAULTS' literal), never by the
 * embed config's (EmbedDefaults): that type is this schema's output, so reading it here would make
 * the schema's type depend on itself. contract/embed-config.ts checks that the two agree.
 */
export type StationDefaults = typeof EMBED_DEFAULTS;

export const STATION_DEFAULTS: StationDefaults = EMBED_DEFAULTS;

/** A fresh copy of one default (as copyEmbedDefault makes), so no two stations share one array. */
export function copyStationDefault<K extends keyof StationDefaults>(key: K): StationDefaults[K] {
  return structuredClone(EMBED_DEFAULTS[key]);
}

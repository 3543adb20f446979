import type { EmbedConfig } from './embed-config';
import { parseQueryOverrides, type QueryOverrides } from './query-overrides';
import { readEmbedConfig } from './read-config';
import { routeStationId } from './route';

/**
 * Everything the player starts from, decided before anything renders (spec §4 "On mount").
 * `config` is null when the player is not configured; `fatal` then holds the spec §8 message.
 */
export interface Startup {
  config: EmbedConfig | null;
  /** True when the page had no usable config and the spec's defaults stand in (a stream_url exists). */
  usedDefaultConfig: boolean;
  overrides: QueryOverrides;
  /** The station id of the route (spec §2); the config's `sid` wins wherever both exist. */
  routeId: number;
  /** Ignored query values, to log once the level is set. */
  warnings: string[];
  fatal?: string;
}

export async function resolveStartup(
  doc: Pick<Document, 'getElementById'>,
  location: Pick<Location, 'pathname' | 'search'>,
): Promise<Startup> {
  const { overrides, warnings } = parseQueryOverrides(location.search);
  const routeId = routeStationId(location.pathname);
  const startup: Startup = { config: null, usedDefaultConfig: false, overrides, routeId, warnings };
  const read = readEmbedConfig(doc);
  if (read.ok) {
    startup.config = read.config;
  } else if (overrides.streamUrl) {
    // Loaded on demand: a configured station (nearly every page) never downloads the defaults.
    const { defaultEmbedConfig } = await import('./default-config');
    startup.config = defaultEmbedConfig(routeId);
    startup.usedDefaultConfig = true;
  } else {
    startup.fatal = `Fatal Error: Unable to load config for station ${routeId}`;
  }
  return startup;
}

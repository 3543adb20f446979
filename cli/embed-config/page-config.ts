import { isDeepStrictEqual } from 'node:util';
import { withDefaults, withoutDefaults } from '../../contract/config-without-defaults';
import type { EmbedConfig } from '../../contract/embed-config';

type JsonObject = Parameters<typeof withoutDefaults>[0];

/**
 * The config a page inlines: the embed config less its defaults (contract/config-without-defaults.ts),
 * which the runtime puts back. Where putting them back would not give the same config (a default
 * the config lacks, say), the page carries it whole: a smaller page never at the price of a
 * different player.
 */
export function pageConfig(config: EmbedConfig): JsonObject {
  const whole = JSON.parse(JSON.stringify(config)) as JsonObject;
  const compact = withoutDefaults(whole);
  return isDeepStrictEqual(withDefaults(compact), whole) ? compact : whole;
}

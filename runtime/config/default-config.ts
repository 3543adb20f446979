import { copyEmbedDefault, EMBED_DEFAULTS } from '../../contract/embed-defaults';
import type { EmbedConfig } from './embed-config';

/** Spec §3/§9 defaults: station id 1, stream id 2224. */
export const DEFAULT_STATION_ID = EMBED_DEFAULTS.station.sid;
export const DEFAULT_STREAM_ID = EMBED_DEFAULTS.data.stream_id;

/**
 * The configuration used when the page has none but the address names a `stream_url` (spec §7:
 * "falls back to a default configuration when an override stream URL exists"). Every value is the
 * contract's default (contract/embed-defaults.ts); there are no configured sources, the override
 * is the stream. The control strip is upper-cased as the build does it.
 */
export function defaultEmbedConfig(stationId: number): EmbedConfig {
  const ui = copyEmbedDefault('ui');
  return {
    version: '1.0.0',
    buildTime: Date.UTC(2025, 8, 19),
    playerLink: '',
    station: { ...copyEmbedDefault('station'), sid: stationId || DEFAULT_STATION_ID },
    data: copyEmbedDefault('data'),
    metadata: copyEmbedDefault('metadata'),
    ui: { ...ui, flower: ui.flower.map(({ type }) => ({ type: type.toUpperCase() })) },
    social: copyEmbedDefault('social'),
    tracking: copyEmbedDefault('tracking'),
    targeting: copyEmbedDefault('targeting'),
    privacy: copyEmbedDefault('privacy'),
    menuitems: copyEmbedDefault('menuitems'),
    services: copyEmbedDefault('services'),
  };
}

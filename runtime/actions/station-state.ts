import type { EmbedConfig } from '../config/embed-config';
import type { QueryOverrides } from '../config/query-overrides';
import type { StationState } from '../stores/station';
import { selectStream } from '../streams/select-stream';

/** Spec §3: the default time to keep trying to connect, in seconds. */
export const DEFAULT_MAX_CONNECT_TIME = 60;

/** The station state the player shows, from the inlined config and the query overrides. Pure. */
export function buildStationState(config: EmbedConfig, overrides: QueryOverrides, routeId: number): StationState {
  const { station, data, ui } = config;
  return {
    stationId: station.sid,
    routeId,
    title: station.title,
    details: Object.freeze({ ...station }),
    code: station.code ?? '',
    logo: station.logo ?? '',
    link: station.logoLink ?? '',
    maxConnectTime: ui.maxConnect > 0 ? ui.maxConnect : DEFAULT_MAX_CONNECT_TIME,
    enrichmentUrl: data.enrichment ?? '',
    allowAlbumData: !ui.disableAlbumArt,
    stream: selectStream(data, overrides),
    scheme: (overrides.theme ?? ui.scheme).toLowerCase(),
    // Flower types are case-insensitive (spec §5 "Feature names are case-insensitive").
    showVolume: overrides.showVolume || ui.flower.some((item) => String(item?.type).toUpperCase() === 'VOLUME'),
    showSocial: !overrides.noSocial,
    config,
  };
}

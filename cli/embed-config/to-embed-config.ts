import type { EmbedConfig } from '../../contract/embed-config';
import { VERSION } from '../package-root';
import type { StationFile } from '../../contract/station-file/station-file';
import { resolvePrivacyNoticeUrl } from '../../contract/station-file/consent';
import { CUSTOM_CODE_FIELDS } from '../../contract/station-file/ui-section';
import { onAccentColour } from '../render/on-accent';

export interface EmbedFacts {
  /** Where dist/ is published, without a trailing slash; '' when unknown. */
  publicUrl: string;
  /** Build time in ms since the epoch. */
  buildTime: number;
}

/** The embed page of a station under publicUrl (the share `player_link`); '' without publicUrl. */
export function playerLink(publicUrl: string, sid: number): string {
  return publicUrl ? `${publicUrl}/${sid}/` : '';
}

/**
 * The runtime's view of a validated station (contract/embed-config.ts): every default filled in,
 * names normalised, the custom CSS/JS left out (the page inlines them on its own). Keys the
 * contract does not know are passed through for the station's own custom JS.
 */
export function toEmbedConfig(station: StationFile, facts: EmbedFacts): EmbedConfig {
  const { $schema: _schema, ...rest } = station;
  return {
    version: VERSION,
    buildTime: facts.buildTime,
    playerLink: playerLink(facts.publicUrl, station.station.sid),
    ...rest,
    ui: {
      ...withoutCustomCode(station.ui),
      ...(station.ui.accent ? { onAccent: onAccentColour(station.ui.accent) } : {}),
      flower: station.ui.flower.map((item) => ({ ...item, type: item.type.toUpperCase() })),
    },
    services: { ...station.services, privacyNoticeUrl: resolvePrivacyNoticeUrl(station) },
    privacy: { ...station.privacy, regions: station.privacy.regions.map((region) => region.toUpperCase()) },
  };
}

/**
 * The ui section less the station's custom CSS/JS (ui-section.ts): the page inlines it itself.
 * The one cast: the loop removes exactly CUSTOM_CODE_FIELDS, the keys the contract's type omits.
 */
function withoutCustomCode(ui: StationFile['ui']): Omit<EmbedConfig['ui'], 'onAccent'> {
  const rest: Partial<StationFile['ui']> = { ...ui };
  for (const field of CUSTOM_CODE_FIELDS) delete rest[field];
  return rest as Omit<EmbedConfig['ui'], 'onAccent'>;
}

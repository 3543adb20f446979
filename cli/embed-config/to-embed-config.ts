import type { EmbedConfig } from '../../runtime/config/embed-config';
import { VERSION } from '../package-root';
import type { StationFile } from '../schema/station-file';
import { CUSTOM_CODE_FIELDS } from '../schema/ui-section';
import { resolvePrivacyNoticeUrl } from '../schema/consent';

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
 * The runtime's view of a validated station (runtime/config/embed-config.ts): every default
 * filled in, names normalised, the custom CSS/JS left out (the page inlines them on its own).
 * Keys the contract does not know are passed through for the station's own custom JS.
 */
export function toEmbedConfig(station: StationFile, facts: EmbedFacts): EmbedConfig {
  const { $schema: _schema, ...rest } = station;
  const ui: Record<string, unknown> = { ...station.ui };
  for (const field of CUSTOM_CODE_FIELDS) delete ui[field];
  return {
    version: VERSION,
    buildTime: facts.buildTime,
    playerLink: playerLink(facts.publicUrl, station.station.sid),
    ...rest,
    ui: { ...(ui as unknown as EmbedConfig['ui']), flower: station.ui.flower.map((item) => ({ ...item, type: item.type.toUpperCase() })) },
    services: { ...station.services, privacyNoticeUrl: resolvePrivacyNoticeUrl(station) },
    privacy: { ...station.privacy, regions: station.privacy.regions.map((region) => region.toUpperCase()) },
  } as EmbedConfig;
}

import { PRIVACY_LAW_REGIONS, STATE_SECTIONS as LAW_STATE_SECTIONS } from '../../../contract/privacy-regions';
import type { GppSectionName } from './gpp/sections';

/** Each privacy-law state's GPP section (contract/privacy-regions.ts, shared with the build). */
export const STATE_SECTIONS: Readonly<Record<string, GppSectionName>> = LAW_STATE_SECTIONS;

export { PRIVACY_LAW_REGIONS };

/** The GPP sections for a listener's region: the national section plus the state's own, if any. */
export function gppSectionsFor(region: string): GppSectionName[] {
  const state = STATE_SECTIONS[region];
  return state ? ['usnat', state] : ['usnat'];
}

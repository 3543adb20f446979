import type { GppSectionName } from './gpp/sections';

/**
 * US states with a comprehensive consumer-privacy law in force, each with its IAB GPP state
 * section. The spec's five (CA, VA, CO, UT, CT) come first; the rest go beyond the spec so an
 * operator can configure any of them in `privacy.regions`. Every one has a section in GPP today
 * (checked against `@iabgpp/cmpapi` 3.2); a configured region missing here gets `usnat` alone.
 */
export const STATE_SECTIONS: Readonly<Record<string, GppSectionName>> = {
  CA: 'usca', VA: 'usva', CO: 'usco', UT: 'usut', CT: 'usct',
  TX: 'ustx', OR: 'usor', MT: 'usmt', DE: 'usde', IA: 'usia', NE: 'usne', NH: 'usnh',
  NJ: 'usnj', TN: 'ustn', MN: 'usmn', MD: 'usmd', IN: 'usin', KY: 'usky', RI: 'usri',
};

/** The regions an operator may configure (upper-case state codes). */
export const PRIVACY_LAW_REGIONS: readonly string[] = Object.keys(STATE_SECTIONS);

/** The GPP sections for a listener's region: the national section plus the state's own, if any. */
export function gppSectionsFor(region: string): GppSectionName[] {
  const state = STATE_SECTIONS[region];
  return state ? ['usnat', state] : ['usnat'];
}

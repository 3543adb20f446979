import type { StationFile } from '../../contract/station-file/station-file';

/**
 * Preview's privacy simulation (issue 21 §1): where the listener is, as preview's geo stand-in
 * answers it. The embed is the station's real page; only its `services.geo.url` points at the
 * stand-in, with the situation in the path, so the runtime asks `<url>/geo` as it always does.
 */
export const GEO_STAND_IN_PATH = /^\/_preview\/geo\/([a-z-]+)\/geo(?:\/v2)?$/;

/** The situations besides a US state (whose id is its code in lower case). */
export const OUTSIDE_US = 'outside-us';
export const GEO_FAILS = 'geo-fails';
/** The station's own geo service, asked from this machine: no simulation. */
export const OWN_SERVICE = 'service';

/** Names of the states an operator may configure (contract/privacy-regions.ts), as geo services write them. */
const STATE_NAMES: Readonly<Record<string, string>> = {
  CA: 'California', VA: 'Virginia', CO: 'Colorado', UT: 'Utah', CT: 'Connecticut', TX: 'Texas', OR: 'Oregon',
  MT: 'Montana', DE: 'Delaware', IA: 'Iowa', NE: 'Nebraska', NH: 'New Hampshire', NJ: 'New Jersey',
  TN: 'Tennessee', MN: 'Minnesota', MD: 'Maryland', IN: 'Indiana', KY: 'Kentucky', RI: 'Rhode Island',
};

export interface Situation {
  id: string;
  label: string;
}

/**
 * The switch's choices for a privacy-enabled station: California and Virginia (the spec's first
 * two states), then every other configured state, then a listener abroad and a failing lookup;
 * the station's own service last when it has one. The first is the default.
 */
export function situationsFor(station: StationFile): Situation[] {
  const states = [...new Set(['CA', 'VA', ...station.privacy.regions.map((r) => r.toUpperCase())])].filter((code) => code in STATE_NAMES);
  return [
    ...states.map((code) => ({ id: code.toLowerCase(), label: `in ${code}` })),
    { id: OUTSIDE_US, label: 'outside the US' },
    { id: GEO_FAILS, label: 'geo failing' },
    ...(station.services.geo ? [{ id: OWN_SERVICE, label: "the station's geo service" }] : []),
  ];
}

/** The situation asked for, if the station offers it; else its default (the first). */
export function pickSituation(station: StationFile, asked: string | null | undefined): string {
  const situations = situationsFor(station);
  return (situations.find((s) => s.id === asked) ?? situations[0]!).id;
}

/** The stand-in's answer for a situation, as a geo service sends it (spec §3); undefined: unknown situation. */
export function geoAnswer(situation: string): { status: number; body: Record<string, unknown> } | undefined {
  if (situation === GEO_FAILS) return { status: 503, body: { error: 'the geo service is failing (simulated by radio-embed preview)' } };
  if (situation === OUTSIDE_US) {
    return { status: 200, body: { ip: '203.0.113.9', country_code: 'DE', country: 'Germany', region: 'Bavaria', region_code: 'BY', city: 'Munich' } };
  }
  const code = situation.toUpperCase();
  const name = STATE_NAMES[code];
  if (!name) return undefined;
  return { status: 200, body: { ip: '198.51.100.7', country_code: 'US', country: 'United States', region: name, region_code: code } };
}

/**
 * The station as the simulated listener's embed gets it: its geo service is the stand-in for
 * `situation` at `origin`. Unchanged with privacy off (the runtime never asks) or for the
 * station's own service.
 */
export function simulateGeo(station: StationFile, origin: string, situation: string): StationFile {
  if (!station.privacy.enabled || situation === OWN_SERVICE || !geoAnswer(situation)) return station;
  const geo = { ...station.services.geo, url: `${origin}/_preview/geo/${situation}`, v2: station.services.geo?.v2 ?? false };
  return { ...station, services: { ...station.services, geo } };
}

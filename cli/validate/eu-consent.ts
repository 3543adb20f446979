import type { JsonPath } from '../errors/json-path';
import { warning, type Warning, type Where } from '../errors/problem';
import type { StationFile } from '../../contract/station-file/station-file';

const TRACKERS = ['google', 'piwik', 'quantcast', 'nielsen'] as const;
const TARGETING = ['wopd', 'a2x'] as const;

/**
 * What needs the listener's consent where the GDPR applies (docs/privacy.md "Listeners where the
 * GDPR applies"): the enabled trackers and targeting, and cookie sync. By their paths in the file.
 */
export function consentNeedingIntegrations(station: StationFile): JsonPath[] {
  return [
    ...TRACKERS.filter((name) => station.tracking[name].enabled).map((name) => ['tracking', name]),
    ...TARGETING.filter((name) => station.targeting[name].enabled).map((name) => ['targeting', name]),
    ...(station.services.cookieSync ? [['services', 'cookieSync']] : []),
  ];
}

/**
 * Issue 33: a station whose integrations need consent, where EU listeners cannot give it. Without
 * `privacy.vendorList` the player has no consent dialog of its own, so on a host page without a
 * CMP an EU listener gets none of them; without `services.geo` no listener can be placed, so every
 * one counts as an EU listener.
 */
export function euConsentWarnings(station: StationFile, locate: (path: JsonPath) => Where): Warning[] {
  const integrations = consentNeedingIntegrations(station).map((path) => path.join('.'));
  if (integrations.length === 0) return [];
  return [
    ...(station.privacy.vendorList ? [] : [warning('CONSENT_WITHOUT_EU_CONFIG', locate(['privacy', 'vendorList']), { integrations })]),
    ...(station.services.geo?.url ? [] : [warning('CONSENT_WITHOUT_GEO', locate(['services', 'geo']), { integrations })]),
  ];
}

import type { GeoResult } from './geo';
import { UsPrivacyMode } from './public/mode';

/** Where the listener is, as privacy needs it: upper-case ISO country and US state codes. */
export interface Place {
  country: string;
  region: string;
}

const STATE_CODE = /^[A-Z]{2}$/;

/** `region_code` is the state code; some services put the code in `region` instead. */
export function placeOf(result: GeoResult): Place {
  const country = String(result.country_code ?? '').trim().toUpperCase();
  const code = String(result.region_code ?? '').trim().toUpperCase();
  const region = String(result.region ?? '').trim().toUpperCase();
  return { country, region: code || (STATE_CODE.test(region) ? region : '') };
}

/** Spec §4: privacy applies only for country US and a configured region. */
export function privacyApplies(place: Place, regions: readonly string[]): boolean {
  return place.country === 'US' && place.region !== '' && regions.includes(place.region);
}

/**
 * The mode once the region check has run: applicable-not-opted-out where privacy applies, or
 * opted out straight away when the browser sends Global Privacy Control (no click needed).
 */
export function modeForPlace(place: Place, regions: readonly string[], gpc: boolean): UsPrivacyMode {
  if (!privacyApplies(place, regions)) return UsPrivacyMode.NOT_APPLICABLE;
  return gpc ? UsPrivacyMode.APPLICABLE_OPTED_OUT : UsPrivacyMode.APPLICABLE_NOT_OPTED_OUT;
}

/** The mode of a stored, unexpired choice. GPC wins over an earlier "not opted out". */
export function modeForChoice(optOut: boolean, gpc: boolean): UsPrivacyMode {
  return optOut || gpc ? UsPrivacyMode.APPLICABLE_OPTED_OUT : UsPrivacyMode.APPLICABLE_NOT_OPTED_OUT;
}

export function isApplicable(mode: UsPrivacyMode): boolean {
  return mode === UsPrivacyMode.APPLICABLE_NOT_OPTED_OUT || mode === UsPrivacyMode.APPLICABLE_OPTED_OUT;
}

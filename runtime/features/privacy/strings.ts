import type { PrivacyStrings } from '../../stores/privacy';
import { FAIL_CLOSED_STRINGS } from './fail-closed';
import { encodeGpp } from './gpp/encode';
import { UsPrivacyMode } from './public/mode';
import { gppSectionsFor } from './regions';

/**
 * The IAB US privacy string of each mode, exactly as spec §4. (Here, not in mode.ts, because the
 * always-loaded code imports mode.ts and needs none of this table.)
 */
export const US_PRIVACY_STRINGS: Record<UsPrivacyMode, string> = {
  UNRESOLVED: '',
  NOT_APPLICABLE: '1---',
  APPLICABLE_NOT_OPTED_OUT: '1YNY',
  APPLICABLE_OPTED_OUT: '1YYY',
};

export function usPrivacyString(mode: UsPrivacyMode): string {
  return US_PRIVACY_STRINGS[mode];
}

/** Overrides from the embed address (spec §2); see `carriedStrings` for when they win. */
export interface StringOverrides {
  usPrivacy?: string;
  gpp?: string;
}

/**
 * The GPP string of a resolved mode: `usnat` plus the region's state section. Empty ('') when
 * privacy does not apply or is unresolved — GPP has no "not applicable" section to send.
 */
export function gppString(mode: UsPrivacyMode, region: string, gpc: boolean): string {
  if (mode !== UsPrivacyMode.APPLICABLE_OPTED_OUT && mode !== UsPrivacyMode.APPLICABLE_NOT_OPTED_OUT) return '';
  return encodeGpp(gppSectionsFor(region), { optOut: mode === UsPrivacyMode.APPLICABLE_OPTED_OUT, gpc });
}

/**
 * Spec §4 helper: a GPP string from a legacy US privacy string ('1YYY'): OptOutSale 'Y' opts out
 * of everything, 'N' opts in to everything; '-' (not applicable) or a malformed string gives ''.
 */
export function gppFromUsPrivacy(usPrivacy: string, region: string, gpc: boolean): string {
  const optOutSale = usPrivacy.charAt(2).toUpperCase();
  if (optOutSale !== 'Y' && optOutSale !== 'N') return '';
  return encodeGpp(gppSectionsFor(region), { optOut: optOutSale === 'Y', gpc });
}

export interface StringsInput {
  mode: UsPrivacyMode;
  /** The listener's US state ('' when unknown). */
  region: string;
  gpc: boolean;
  overrides: StringOverrides;
}

/** The strings of a listener who is opted out although the mode says privacy does not apply (GPC). */
const OPTED_OUT_US_PRIVACY = '1YYY';

/**
 * What every request carries. An override from the address (spec §2) may make the signal more
 * protective, never less (issue 15): it wins only for a listener who has not opted out. A stored
 * or carried opt-out, GPC, and the fail-closed UNRESOLVED state win over any override, for the
 * GPP string too. A us_privacy override alone also decides the GPP string (spec §4 helper).
 */
export function carriedStrings({ mode, region, gpc, overrides }: StringsInput): PrivacyStrings {
  const own: PrivacyStrings =
    mode === UsPrivacyMode.UNRESOLVED
      ? FAIL_CLOSED_STRINGS
      : { usPrivacy: usPrivacyString(mode), gpp: gppString(mode, region, gpc) };
  const overridden = overrides.usPrivacy !== undefined || overrides.gpp !== undefined;
  if (!overridden) return own;
  if (mode === UsPrivacyMode.UNRESOLVED || mode === UsPrivacyMode.APPLICABLE_OPTED_OUT) return own;
  // GPC where the mode says privacy does not apply: the address asked for strings; they say "opted out".
  if (gpc) return { usPrivacy: OPTED_OUT_US_PRIVACY, gpp: gppFromUsPrivacy(OPTED_OUT_US_PRIVACY, region, gpc) };
  return {
    usPrivacy: overrides.usPrivacy ?? own.usPrivacy,
    gpp: overrides.gpp ?? (overrides.usPrivacy !== undefined ? gppFromUsPrivacy(overrides.usPrivacy, region, gpc) : own.gpp),
  };
}

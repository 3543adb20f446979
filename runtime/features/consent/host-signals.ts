import type { HostConsent, PrivacyParams } from './public/host-consent';

/** The privacy strings the player itself would send (its own geo lookup, notice and choices). */
export interface OwnStrings {
  usPrivacy: string;
  gpp: string;
}

/** OptOutSale (third character) of a US privacy string. */
export const uspOptedOut = (usp: string): boolean => usp.charAt(2).toUpperCase() === 'Y';

/**
 * The privacy parameters every request carries (stream URL, ad request, cookie sync): the host
 * CMP's answers where it gave them, the player's own strings otherwise, and where the two
 * disagree the more protective one (an opt-out on either side wins). Without a host CMP this is
 * exactly `{us_privacy, gpp}` of the player's own. `host` is what ask-host.ts hands in: a CMP
 * that has not answered yet counts as "no consent" / opted out here (fail-closed.ts).
 */
export function mergedPrivacyParams(own: OwnStrings, host: HostConsent): PrivacyParams {
  const { tcf, gpp, usp } = host;
  const ownOut = uspOptedOut(own.usPrivacy);
  const hostUsp = usp || (gpp?.usOptedOut ? '1YYY' : '');
  const hostGpp = gpp && (gpp.usOptedOut || !ownOut) ? gpp : undefined;
  return {
    us_privacy: hostUsp && !(ownOut && !uspOptedOut(hostUsp)) ? hostUsp : own.usPrivacy,
    // A host answer with no string to send (not given yet, or malformed: opted out) sends the
    // player's own string only where that one is opted out too.
    gpp: hostGpp ? hostGpp.gppString || (ownOut ? own.gpp : undefined) : own.gpp,
    gdpr: tcf && (tcf.gdprApplies ? '1' : '0'),
    gdpr_consent: (tcf?.gdprApplies && tcf.tcString) || undefined,
    gpp_sid: (hostGpp?.gppString && hostGpp.sectionIds.join(',')) || undefined,
  };
}

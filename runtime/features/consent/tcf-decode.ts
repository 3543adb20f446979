import { TCString } from '@iabtechlabtcf/core';
import type { HostTcf } from './public/host-consent';
import { hostStringProblem, NO_TCF_CONSENT } from './fail-closed';

/**
 * The host's TC string decoded with the IAB's own library (`TCString.decode`), so the purposes
 * and vendors the gate checks are the ones in the string, not in whatever else the CMP returned.
 * Never throws: anything but a URL-safe string of at most MAX_HOST_STRING characters that decodes
 * fails closed — GDPR applies, nothing is consented, no string is sent on — with `malformed` saying why.
 */
export function readTcString(tcString: unknown): HostTcf {
  const problem = hostStringProblem(tcString);
  if (problem || !tcString) return NO_TCF_CONSENT(`the TC string is ${problem || 'empty'}`);
  try {
    const model = TCString.decode(tcString as string);
    return {
      gdprApplies: true,
      tcString: tcString as string,
      purposeConsents: model.purposeConsents,
      purposeLegitimateInterests: model.purposeLegitimateInterests,
      vendorConsents: model.vendorConsents,
      vendorLegitimateInterests: model.vendorLegitimateInterests,
    };
  } catch {
    return NO_TCF_CONSENT('the TC string cannot be decoded');
  }
}

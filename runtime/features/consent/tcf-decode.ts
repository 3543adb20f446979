import { TCString } from '@iabtechlabtcf/core';
import type { HostTcf, IdSet } from './public/host-consent';

const NOTHING: IdSet = { has: () => false };

/** GDPR applies but nothing is consented (a banner still showing, or an unreadable TC string). */
export const NO_TCF_CONSENT = (tcString = ''): HostTcf => ({
  gdprApplies: true,
  tcString,
  purposeConsents: NOTHING,
  purposeLegitimateInterests: NOTHING,
  vendorConsents: NOTHING,
  vendorLegitimateInterests: NOTHING,
});

/**
 * The host's TC string decoded with the IAB's own library (`TCString.decode`), so the purposes
 * and vendors the gate checks are the ones in the string, not in whatever else the CMP returned.
 * An unreadable string is not sent on and allows nothing.
 */
export function readTcString(tcString: string): HostTcf {
  try {
    const model = TCString.decode(tcString);
    return {
      gdprApplies: true,
      tcString,
      purposeConsents: model.purposeConsents,
      purposeLegitimateInterests: model.purposeLegitimateInterests,
      vendorConsents: model.vendorConsents,
      vendorLegitimateInterests: model.vendorLegitimateInterests,
    };
  } catch {
    return NO_TCF_CONSENT();
  }
}

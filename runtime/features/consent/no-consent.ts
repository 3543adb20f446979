import type { HostGpp, HostTcf, IdSet } from './public/host-consent-store';

const NOTHING: IdSet = { has: () => false };

/**
 * GDPR applies and nothing is consented: a TCF CMP not answered yet (or still showing its
 * banner), or an answer that cannot be read. `malformed` says why, for the log.
 */
export const NO_TCF_CONSENT = (malformed?: string): HostTcf => ({
  gdprApplies: true,
  tcString: '',
  purposeConsents: NOTHING,
  purposeLegitimateInterests: NOTHING,
  vendorConsents: NOTHING,
  vendorLegitimateInterests: NOTHING,
  ...(malformed ? { malformed } : {}),
});

/** Opted out, with no string to send on: a GPP CMP not answered yet, or an answer that cannot be read. */
export const OPTED_OUT_GPP = (malformed?: string): HostGpp => ({
  gppString: '',
  sectionIds: [],
  usOptedOut: true,
  ...(malformed ? { malformed } : {}),
});

import type { HostConsent, HostPurpose, HostTcf } from './public/host-consent';
import { uspOptedOut } from './host-signals';

const STORE = [1];
const SHARE = [1, 2, 3, 4];
const MEASURE = [7, 8, 9];

/**
 * The TC string's answer for a purpose and vendor (IAB vendor id from the station file). A host
 * where GDPR does not apply, or with no TCF CMP, allows everything: the player's own rules decide.
 * Sharing needs the vendor's consent, so an integration without a vendor id never shares under GDPR.
 */
export function tcfAllows(tcf: HostTcf | undefined, purpose: HostPurpose, vendorId?: number): boolean {
  if (!tcf?.gdprApplies) return true;
  const consented = (p: number) => tcf.purposeConsents.has(p);
  if (purpose === 'device') return STORE.every(consented);
  if (purpose === 'share') return vendorId !== undefined && tcf.vendorConsents.has(vendorId) && SHARE.every(consented);
  const vendorOk = vendorId === undefined || tcf.vendorConsents.has(vendorId) || tcf.vendorLegitimateInterests.has(vendorId);
  return vendorOk && MEASURE.every((p) => consented(p) || tcf.purposeLegitimateInterests.has(p));
}

/**
 * The host's answer for a purpose: its TC string, and an opt-out in its GPP US sections or its
 * US privacy string, which stops sharing and measurement as the player's own opt-out does
 * (docs/tracking.md "an opt-out stops analytics too"). The device id is kept under a US opt-out,
 * but not under an answer that could not be read: that one allows nothing (fail closed).
 */
export function hostAllows(host: HostConsent, purpose: HostPurpose, vendorId?: number): boolean {
  if (host.tcf?.malformed || host.gpp?.malformed || host.uspMalformed) return false;
  if (purpose !== 'device' && (host.gpp?.usOptedOut || uspOptedOut(host.usp ?? ''))) return false;
  return tcfAllows(host.tcf, purpose, vendorId);
}

import { $hostConsent, hostConsentSettled } from './host-consent';
import { hostAllows } from './tcf-rules';

type Gate = (purpose: 'share' | 'measure', signal?: AbortSignal) => Promise<boolean>;

/**
 * The player's consent gate with the host page's answer added: a purpose runs only when the
 * player's own gate opens *and* the host's CMP allows it for the integration's IAB vendor. Waits
 * for the host's answer (or its deadline) first; with no host CMP this is the player's own gate.
 */
export const withHostConsent =
  (gate: Gate) =>
  async (purpose: 'share' | 'measure', signal?: AbortSignal, vendorId?: number): Promise<boolean> =>
    (await gate(purpose, signal)) && (await hostConsentSettled(), !signal?.aborted) && hostAllows($hostConsent.get(), purpose, vendorId);


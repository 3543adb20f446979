import { hostAllowsNow, hostConsentSettled } from './host-consent';

type Gate = (purpose: 'share' | 'measure', signal?: AbortSignal) => Promise<boolean>;

/**
 * The player's consent gate with the host page's answer added: a purpose runs only when the
 * player's own gate opens *and* the host's CMP allows it for the integration's IAB vendor
 * (tcf-rules.ts, applied by the lazy body). Waits for the host's answer (or its deadline) first;
 * with no host CMP this is the player's own gate.
 */
export const withHostConsent =
  (gate: Gate) =>
  async (purpose: 'share' | 'measure', signal?: AbortSignal, vendorId?: number): Promise<boolean> =>
    (await gate(purpose, signal)) && (await hostConsentSettled(), !signal?.aborted) && hostAllowsNow(purpose, vendorId);

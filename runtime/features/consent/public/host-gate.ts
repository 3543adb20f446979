import { hostAllowsWhen } from './host-consent';

type Gate = (purpose: 'share' | 'measure', signal?: AbortSignal) => Promise<boolean>;

/**
 * The player's consent gate with the host page's answer added: a purpose runs only when the
 * player's own gate opens *and* the host's CMP allows it for the integration's IAB vendor
 * (tcf-rules.ts, applied by the lazy body). The host part waits for the answer however late it
 * comes (the stream's deadline does not decide consent), and for a changed answer that allows
 * what the first refused; it gives up only when `signal` aborts. With no host CMP this is the
 * player's own gate.
 */
export const withHostConsent =
  (gate: Gate) =>
  async (purpose: 'share' | 'measure', signal?: AbortSignal, vendorId?: number): Promise<boolean> =>
    (await gate(purpose, signal)) && hostAllowsWhen(purpose, signal, vendorId);

import { $hostConsent, hostAllowsNow, type HostPurpose } from './host-consent';

/**
 * Resolves true once the host's CMP allows a purpose, however late its answer, or once a changed
 * answer allows it; false if `signal` aborts first (the player was torn down, or the caller gave up).
 */
const hostAllowsWhen = (purpose: HostPurpose, signal?: AbortSignal, vendorId?: number): Promise<boolean> =>
  new Promise((resolve) => {
    if (signal?.aborted) return resolve(false);
    let off = (): void => {};
    let done = false;
    const finish = (allowed: boolean): void => {
      if (done) return;
      done = true;
      signal?.removeEventListener('abort', onAbort);
      // subscribe() calls back before it returns its unsubscribe: drop it once it exists.
      queueMicrotask(() => off());
      resolve(allowed);
    };
    const onAbort = (): void => finish(false);
    signal?.addEventListener('abort', onAbort, { once: true });
    off = $hostConsent.subscribe(() => {
      if (!done && hostAllowsNow(purpose, vendorId)) finish(true);
    });
  });

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

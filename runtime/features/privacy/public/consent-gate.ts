import { UsPrivacyMode } from './mode';
import { withHostConsent } from '../../consent/public/host-gate';

/**
 * What an integration does with the listener's data.
 * - `share`: sells or shares personal data (ad targeting, cookie sync, audience segments, ads).
 * - `measure`: audience measurement / analytics.
 */
export type ConsentPurpose = 'share' | 'measure';

/** A source of the privacy mode: calls `listener` with the current mode at once, then with every change. */
export interface PrivacyModeSource {
  subscribe(listener: (mode: UsPrivacyMode) => void): () => void;
}

export type ConsentWaiter = (purpose: ConsentPurpose, signal?: AbortSignal, vendorId?: number) => Promise<boolean>;

/**
 * Whether a purpose may run in a mode. UNRESOLVED never allows anything; an opted-out listener
 * gets neither sharing nor measurement (the conservative reading: see docs/tracking.md).
 */
export function consentAllows(mode: UsPrivacyMode, purpose: ConsentPurpose): boolean {
  if (mode === UsPrivacyMode.UNRESOLVED) return false;
  if (mode === UsPrivacyMode.APPLICABLE_OPTED_OUT) return purpose !== 'share' && purpose !== 'measure';
  return true;
}

/**
 * The gate on a given mode source: resolves once the mode is resolved, with whether the purpose
 * may run; false at once if `signal` aborts first (the player was torn down).
 */
export const consentGateOn = (modes: PrivacyModeSource): ConsentWaiter => withHostConsent(usGateOn(modes));

function usGateOn(modes: PrivacyModeSource): ConsentWaiter {
  return (purpose, signal) =>
    new Promise((resolve) => {
      if (signal?.aborted) return resolve(false);
      let unsubscribe: (() => void) | null = null;
      let settled = false;
      const settle = (allowed: boolean): void => {
        settled = true;
        signal?.removeEventListener('abort', onAbort);
        // subscribe() calls back before it returns its unsubscribe; drop it once it exists.
        queueMicrotask(() => unsubscribe?.());
        resolve(allowed);
      };
      const onAbort = (): void => settle(false);
      signal?.addEventListener('abort', onAbort, { once: true });
      unsubscribe = modes.subscribe((mode) => {
        if (!settled && mode !== UsPrivacyMode.UNRESOLVED) settle(consentAllows(mode, purpose));
      });
    });
}

/** No privacy layer handed in: the gate stays shut (fail closed). */
export const NO_PRIVACY_MODE: PrivacyModeSource = { subscribe: () => () => {} };

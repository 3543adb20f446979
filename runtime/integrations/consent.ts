import type { ConsentPurpose } from '../privacy/consent-gate';
import type { UsPrivacyMode } from '../privacy/mode';

/**
 * The privacy mode store (`$usPrivacyMode`), handed in by the first load. The integrations
 * chunks import nothing the first load also imports: esbuild would split each such module into
 * a shared chunk of its own, and the first load would pay for every one.
 */
export interface PrivacyModeSource {
  /** Calls `listener` with the current mode at once, then with every change. */
  subscribe(listener: (mode: UsPrivacyMode) => void): () => void;
}

export type ConsentWaiter = (purpose: ConsentPurpose, signal?: AbortSignal) => Promise<boolean>;

/**
 * The rule of `privacy/consent-gate.ts` (`consentAllows`; a unit test keeps the two equal for
 * every mode and purpose): nothing while UNRESOLVED, nothing for an opted-out listener.
 */
export function modeAllows(mode: UsPrivacyMode, _purpose: ConsentPurpose): boolean {
  return mode === 'NOT_APPLICABLE' || mode === 'APPLICABLE_NOT_OPTED_OUT';
}

/**
 * `waitForConsent` on a given mode store: resolves once the mode is resolved, with whether the
 * purpose may run; false at once if `signal` aborts first (the player was torn down).
 */
export function consentGateOn(modes: PrivacyModeSource): ConsentWaiter {
  return (purpose, signal) =>
    new Promise((resolve) => {
      if (signal?.aborted) return resolve(false);
      let unsubscribe: (() => void) | null = null;
      let settled = false;
      const settle = (allowed: boolean): void => {
        settled = true;
        signal?.removeEventListener('abort', onAbort);
        // subscribe() calls back before returning its unsubscribe; drop it once it exists.
        queueMicrotask(() => unsubscribe?.());
        resolve(allowed);
      };
      const onAbort = (): void => settle(false);
      signal?.addEventListener('abort', onAbort, { once: true });
      unsubscribe = modes.subscribe((mode) => {
        if (!settled && mode !== 'UNRESOLVED') settle(modeAllows(mode, purpose));
      });
    });
}

/** No privacy layer handed in: the gate stays shut (fail closed). */
export const NO_PRIVACY_MODE: PrivacyModeSource = { subscribe: () => () => {} };

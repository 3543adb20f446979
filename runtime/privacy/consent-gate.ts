import { $usPrivacyMode } from '../stores/privacy';
import { UsPrivacyMode } from './mode';

/**
 * What an integration does with the listener's data.
 * - `share`: sells or shares personal data (ad targeting, cookie sync, audience segments, ads).
 * - `measure`: audience measurement / analytics.
 */
export type ConsentPurpose = 'share' | 'measure';

/** Whether a purpose may run in a resolved mode. UNRESOLVED never allows anything. */
export function consentAllows(mode: UsPrivacyMode, purpose: ConsentPurpose): boolean {
  if (mode === UsPrivacyMode.UNRESOLVED) return false;
  if (mode === UsPrivacyMode.APPLICABLE_OPTED_OUT) return purpose !== 'share' && purpose !== 'measure';
  return true;
}

/**
 * The one gate every integration passes: resolves once the privacy mode is resolved, with whether
 * the purpose is allowed. Resolves false if `signal` aborts first (the player was torn down).
 */
export function waitForConsent(purpose: ConsentPurpose, signal?: AbortSignal): Promise<boolean> {
  return new Promise((resolve) => {
    if (signal?.aborted) return resolve(false);
    let unsubscribe = (): void => {};
    const onAbort = (): void => {
      unsubscribe();
      resolve(false);
    };
    unsubscribe = $usPrivacyMode.subscribe((mode) => {
      if (mode === UsPrivacyMode.UNRESOLVED) return;
      queueMicrotask(() => unsubscribe());
      signal?.removeEventListener('abort', onAbort);
      resolve(consentAllows(mode, purpose));
    });
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

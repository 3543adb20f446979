import { $hostConsent, type HostPurpose, type PrivacyParams } from './host-consent-store';

export * from './host-consent-store';

/** Whether the host's CMP is still being asked. */
export const hostConsentAsking = (): boolean => $hostConsent.get().status === 'asking';

/** The longest a request waits for the host's CMP (issue 18: about 500 ms); ask-host.ts settles by then too. */
export const HOST_ANSWER_MS = 500;

/** Resolves once the host's CMP has answered, or after HOST_ANSWER_MS; at once when there is none. */
export const hostConsentSettled = (): Promise<void> =>
  new Promise((resolve) => {
    setTimeout(resolve, HOST_ANSWER_MS);
    const off = $hostConsent.subscribe(({ status }) => {
      if (status === 'asking') return;
      queueMicrotask(() => off());
      resolve();
    });
  });

/** Whether the host's CMP allows a purpose now (false while it is still being asked). */
export function hostAllowsNow(purpose: HostPurpose, vendorId?: number): boolean {
  const host = $hostConsent.get();
  return host.status !== 'asking' && (host.allows?.(purpose, vendorId) ?? true);
}

/** A request's privacy parameters: the player's own strings, merged with the host's answers by the lazy body. */
export const privacyParams = (own: { usPrivacy: string; gpp: string }): PrivacyParams =>
  $hostConsent.get().params?.(own) ?? { us_privacy: own.usPrivacy, gpp: own.gpp };

import { $hostConsent, type HostConsent, type HostPurpose, type PrivacyParams } from './host-consent-store';

export * from './host-consent-store';

/** The answers so far, for something that needs consent: the first such question starts the GDPR decision (`need`). */
const asked = (): HostConsent => {
  const host = $hostConsent.get();
  host.need?.();
  return host;
};

/**
 * A host page's CMP found and not answered yet. The GDPR decision alone (`geo`) is not counted: a
 * stream request that waits for nothing else does not wait for it (before it, the request carries
 * `gdpr=1`: unknown counts as "applies"), so that Play's `play()` stays inside the click.
 */
const cmpAsking = ({ status, pending }: HostConsent): boolean => status === 'asking' && pending?.some((source) => source !== 'geo') !== false;

/** Whether the host's CMP is still being asked (found, and not every CMP has answered). */
export const hostConsentAsking = (): boolean => cmpAsking(asked());

/**
 * How long the first stream request waits for the host's CMP (issue 18: about 500 ms). It decides
 * only when the stream may start, never consent: past it the stream goes out without consent
 * (`gdpr=1`, non-personalised) and everything that needs consent keeps waiting for the answer.
 */
export const HOST_ANSWER_MS = 500;

/**
 * Resolves once the host's CMP has answered and the GDPR decision is made, or after HOST_ANSWER_MS;
 * at once when there is nothing to wait for. (Only a stream request that waits anyway — for privacy,
 * for cookie sync, or for a host CMP (`hostConsentAsking`) — waits for the GDPR decision.)
 */
export const hostStreamMayStart = (): Promise<void> =>
  new Promise((resolve) => {
    asked();
    setTimeout(resolve, HOST_ANSWER_MS);
    const off = $hostConsent.subscribe(({ status }) => {
      if (status === 'asking') return;
      queueMicrotask(() => off());
      resolve();
    });
  });

/** A purpose (and vendor) the host's answer allowed and the player then used. */
export interface ConsentUse {
  purpose: HostPurpose;
  vendorId: number | undefined;
}

/**
 * What the player has started on the host's word (a tracker, a targeting call, the stored device
 * id). Only these decide whether a later answer must reload the player (ask-host.ts): what has
 * not started needs no undoing.
 */
export const consentInUse: ConsentUse[] = [];

/** Whether the host's answer allows a purpose, without using it (nothing is recorded): false while it is still being asked. */
export function hostPermits(purpose: HostPurpose, vendorId?: number): boolean {
  const host = asked();
  return host.status !== 'asking' && (host.allows?.(purpose, vendorId) ?? true);
}

/**
 * Whether the host's CMP allows a purpose now: false while it is still being asked, however long
 * (the deadline does not decide consent). Callers use what it allows at once, so a true answer is
 * recorded in `consentInUse`.
 */
export function hostAllowsNow(purpose: HostPurpose, vendorId?: number): boolean {
  const allowed = hostPermits(purpose, vendorId);
  if (allowed && $hostConsent.get().status === 'answered' && !consentInUse.some((use) => use.purpose === purpose && use.vendorId === vendorId)) {
    consentInUse.push({ purpose, vendorId });
  }
  return allowed;
}

/**
 * A request's privacy parameters: the player's own strings, merged with the answers by the lazy
 * body. Before that is loaded, a TCF CMP or a GDPR decision still awaited counts as "GDPR applies,
 * no consent" (`gdpr=1`), as it does after.
 */
export function privacyParams(own: { usPrivacy: string; gpp: string }): PrivacyParams {
  const host = asked();
  const gdprUnknown = host.pending?.some((source) => source === 'tcf' || source === 'geo');
  return host.params?.(own) ?? { us_privacy: own.usPrivacy, gpp: own.gpp, ...(gdprUnknown && { gdpr: '1' }) };
}

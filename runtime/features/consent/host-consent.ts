import { atom } from 'nanostores';

/** Ids a TC string holds (purposes, vendors); the IAB library's `Vector` has this `has`. */
export interface IdSet {
  has(id: number): boolean;
}

/** The host CMP's TCF answer (EU/UK), decoded from its TC string. */
export interface HostTcf {
  gdprApplies: boolean;
  tcString: string;
  purposeConsents: IdSet;
  purposeLegitimateInterests: IdSet;
  vendorConsents: IdSet;
  vendorLegitimateInterests: IdSet;
}

/** The host CMP's GPP answer: its string, its applicable section ids, and whether a US section opts out. */
export interface HostGpp {
  gppString: string;
  sectionIds: number[];
  usOptedOut: boolean;
}

/**
 * - `none`: not framed, or no CMP locator up the frame chain: nothing is asked, nothing waits.
 * - `asking`: a locator was found; the first stream request waits (at most HOST_ANSWER_MS).
 * - `settled`: every CMP found answered, or the deadline passed. Later answers still update it.
 */
export type HostConsentStatus = 'none' | 'asking' | 'settled';

/** The privacy parameters of a request, by their URL names; undefined = left out. */
export interface PrivacyParams {
  us_privacy: string | undefined;
  gpp: string | undefined;
  gdpr?: string | undefined;
  gdpr_consent?: string | undefined;
  gpp_sid?: string | undefined;
  [name: string]: string | undefined;
}

/** What a consent decision is for: storing the device id (TCF purpose 1), sharing, measurement. */
export type HostPurpose = 'device' | 'share' | 'measure';

export interface HostConsent {
  status: HostConsentStatus;
  /**
   * The host's answer applied, set by the lazy body with each answer (tcf-rules.ts,
   * host-signals.ts), so that the first load carries none of that logic.
   */
  allows?: (purpose: HostPurpose, vendorId?: number) => boolean;
  params?: (own: { usPrivacy: string; gpp: string }) => PrivacyParams;
  tcf?: HostTcf;
  gpp?: HostGpp;
  /** The host's US privacy string (`__uspapiLocator`), e.g. `1YYN`. */
  usp?: string;
}

/** What the page that embeds the player says about consent (docs/privacy.md "Consent from the host page"). */
export const $hostConsent = atom<HostConsent>({ status: 'none' });

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

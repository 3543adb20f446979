// The host-consent state alone: what the first-load face (face.ts) writes. The rules that read it
// live in host-consent.ts, which only lazy chunks import, so the first load carries none of them.
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
  /** Why the answer could not be read (it then allows nothing and sends no string). */
  malformed?: string;
}

/** The host CMP's GPP answer: its string, its applicable section ids, and whether a US section opts out. */
export interface HostGpp {
  gppString: string;
  sectionIds: number[];
  usOptedOut: boolean;
  /** Why the answer could not be read (it then counts as opted out and sends no string). */
  malformed?: string;
}

/**
 * - `none`: before the consent face starts (or a player without it): nothing is asked, nothing waits.
 * - `asking`: a CMP found up the frame chain has not answered yet, or (no host TCF CMP) the geo
 *   lookup has not said yet whether the GDPR applies. Nothing that needs consent
 *   starts, however long this lasts; the first stream request waits at most HOST_ANSWER_MS, then
 *   goes out without consent (`gdpr=1`, non-personalised).
 * - `answered`: every CMP found answered (a malformed answer counts, as "no consent") and the GDPR
 *   question is settled (a presumed "no consent" where it applies and nobody asked). Later answers
 *   (a late host CMP, the player's own dialog) still update it.
 */
export type HostConsentStatus = 'none' | 'asking' | 'answered';

/** The privacy parameters of a request, by their URL names; undefined = left out. */
export interface PrivacyParams {
  us_privacy: string | undefined;
  gpp: string | undefined;
  gdpr?: string | undefined;
  gdpr_consent?: string | undefined;
  gpp_sid?: string | undefined;
  [name: string]: string | undefined;
}

/**
 * Who may still answer: a host CMP found up the frame chain (`tcf`, `gpp`, `usp`), or the geo
 * lookup that decides whether the GDPR applies where no host TCF CMP was found (`geo`,
 * decide-gdpr.ts). The player's own consent dialog (`own`) answers whenever the listener chooses,
 * so it is never waited for.
 */
export type AnswerSource = 'tcf' | 'gpp' | 'usp' | 'geo' | 'own';

/**
 * Whose TCF answer `tcf` is; a later answer replaces an earlier one only from a source as strong
 * or stronger: `host` (the host page's CMP rules) over `own` (the player's own consent dialog)
 * over `presumed` (the GDPR applies and nobody has asked: no consent, docs/privacy.md
 * "Listeners where the GDPR applies").
 */
export type TcfSource = 'host' | 'own' | 'presumed';

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
  /** Where `tcf` came from (set with it). */
  tcfFrom?: TcfSource;
  /** The sources still waited for: `status` is `asking` while there is one (consent-answers.ts). */
  pending?: AnswerSource[];
  /**
   * Starts the GDPR decision (decide-gdpr.ts), once: the first time anything that needs consent
   * asks (host-consent.ts), so that nothing is fetched for it before then (the first load).
   */
  need?: () => void;
  gpp?: HostGpp;
  /** The host's US privacy string (`__uspapiLocator`), e.g. `1YYN`. */
  usp?: string;
  /** Why the USP answer could not be read (`usp` is then `1YYY`). */
  uspMalformed?: string;
}

/** What the page that embeds the player says about consent (docs/privacy.md "Consent from the host page"). */
export const $hostConsent = atom<HostConsent>({ status: 'none' });

// What the player assumes where the host's CMP has not answered, or answered something it cannot read:
// the fail-closed answers, and the longest host string it reads at all.
import type { HostGpp, HostTcf, IdSet } from './public/host-consent-store';

/**
 * The longest host consent string (TC string, GPP string) the player reads and puts on a URL:
 * 4096 characters. Real TC and GPP strings are well under 2 KB; a stream or ad server refuses a
 * request line much longer than 8 KB, and a string longer than this one is not a consent answer
 * anyone can act on. A longer string is malformed: the answer fails closed and nothing of it is
 * sent (docs/privacy.md "Malformed answers").
 */
export const MAX_HOST_STRING = 4096;

/** The characters of both string formats: base64url and the `.` / `~` separators. */
const URL_SAFE = /^[\w.~-]*$/;

/** Why a host string cannot be used, or '' when it can (a string, not too long, URL-safe). */
export function hostStringProblem(value: unknown): string {
  if (typeof value !== 'string') return `a ${value === null ? 'null' : typeof value} instead of a string`;
  if (value.length > MAX_HOST_STRING) return `${value.length} characters, more than ${MAX_HOST_STRING}`;
  if (!URL_SAFE.test(value)) return 'characters no consent string has';
  return '';
}

const NOTHING: IdSet = { has: () => false };

/**
 * GDPR applies and nothing is consented: a TCF CMP not answered yet (or still showing its
 * banner), or an answer that cannot be read. `malformed` says why, for the log.
 */
export const NO_TCF_CONSENT = (malformed?: string): HostTcf => ({
  gdprApplies: true,
  tcString: '',
  purposeConsents: NOTHING,
  purposeLegitimateInterests: NOTHING,
  vendorConsents: NOTHING,
  vendorLegitimateInterests: NOTHING,
  ...(malformed ? { malformed } : {}),
});

/** Opted out, with no string to send on: a GPP CMP not answered yet, or an answer that cannot be read. */
export const OPTED_OUT_GPP = (malformed?: string): HostGpp => ({
  gppString: '',
  sectionIds: [],
  usOptedOut: true,
  ...(malformed ? { malformed } : {}),
});

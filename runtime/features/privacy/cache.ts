/**
 * The privacy cache (spec §3 "Privacy cache") and the pure steps that change it. Every step
 * returns a new object, so a store holding the cache notices each change.
 */

/** The listener's recorded choice (spec §4: "recorded with a timestamp, an expiry and a region"). */
export interface StoredChoice {
  /** true: opted out of sale/sharing; false: chose not to opt out. */
  choice: boolean;
  /** When the choice was made (ms since the epoch). */
  choiceTs: number;
  /** When the listener must be asked again (choiceTs + repromptAfterDays). */
  choiceExpiresTs: number;
  /** The US state the choice was made in: it picks the GPP state section on later visits. */
  choiceRegion: string;
}

export interface PrivacyCache {
  optOut: StoredChoice | null;
  explicitNotice: { shown: boolean; shownRegion: string };
  gppStringOverride?: string;
  usPrivacyStringOverride?: string;
}

export const DAY_MS = 86_400_000;

export function emptyCache(): PrivacyCache {
  return { optOut: null, explicitNotice: { shown: false, shownRegion: '' } };
}

export function choiceExpiresAt(choiceTs: number, repromptAfterDays: number): number {
  return choiceTs + repromptAfterDays * DAY_MS;
}

/** The stored choice if it is still valid at `now`; an expired one counts as no choice. */
export function unexpiredChoice(cache: PrivacyCache, now: number): StoredChoice | null {
  return cache.optOut && now < cache.optOut.choiceExpiresTs ? cache.optOut : null;
}

/**
 * Discards an expired choice (spec §4) together with the "notice shown" mark, so the listener
 * is asked again: that is what re-prompting after `repromptAfterDays` means.
 */
export function withoutExpiredChoice(cache: PrivacyCache, now: number): PrivacyCache {
  if (!cache.optOut || unexpiredChoice(cache, now)) return cache;
  return { ...cache, optOut: null, explicitNotice: { shown: false, shownRegion: '' } };
}

/**
 * Records a choice. It also drops the string overrides: the listener's own, newer choice must
 * win over strings someone put in the address earlier (an opt-out that sticks).
 */
export function withChoice(
  cache: PrivacyCache,
  optOut: boolean,
  now: number,
  repromptAfterDays: number,
  region: string,
): PrivacyCache {
  const { gppStringOverride: _gpp, usPrivacyStringOverride: _usp, ...rest } = cache;
  return {
    ...rest,
    optOut: { choice: optOut, choiceTs: now, choiceExpiresTs: choiceExpiresAt(now, repromptAfterDays), choiceRegion: region },
  };
}

export function withNoticeShown(cache: PrivacyCache, region: string): PrivacyCache {
  return { ...cache, explicitNotice: { shown: true, shownRegion: region } };
}

export function withOverrides(cache: PrivacyCache, overrides: { usPrivacy?: string; gpp?: string }): PrivacyCache {
  const next = { ...cache };
  if (overrides.usPrivacy !== undefined) next.usPrivacyStringOverride = overrides.usPrivacy;
  if (overrides.gpp !== undefined) next.gppStringOverride = overrides.gpp;
  return next;
}

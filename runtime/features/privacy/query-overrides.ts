/**
 * Spec §2: the privacy-string overrides in the embed address — `us_privacy` and `gpp` — read once
 * and then removed from the address bar (other parameters, their encoding and the hash kept).
 */

export interface PrivacyOverrides {
  usPrivacy?: string;
  gpp?: string;
}

export interface TakenOverrides {
  overrides: PrivacyOverrides;
  /** The address without the two parameters; null when there was nothing to remove. */
  cleanedHref: string | null;
  /** Given but malformed values (ignored), as log lines. */
  warnings: string[];
}

const NAMES = new Set(['us_privacy', 'gpp']);
// IAB US privacy string v1: version 1, then notice, opt-out-of-sale and LSPA, each Y, N or -.
const US_PRIVACY = /^1[YN-]{3}$/;
// A GPP string: base64url sections separated by '~', sub-sections by '.'.
const GPP = /^[A-Za-z0-9_-]+(?:[.~][A-Za-z0-9_-]+)*$/;

function decode(value: string): string {
  try {
    return decodeURIComponent(value.replace(/\+/g, ' '));
  } catch {
    return value;
  }
}

/** Pure: reads the overrides from an address and says what the address becomes without them. */
export function takePrivacyOverrides(href: string): TakenOverrides {
  const hashAt = href.indexOf('#');
  const hash = hashAt < 0 ? '' : href.slice(hashAt);
  const beforeHash = hashAt < 0 ? href : href.slice(0, hashAt);
  const queryAt = beforeHash.indexOf('?');
  const result: TakenOverrides = { overrides: {}, cleanedHref: null, warnings: [] };
  if (queryAt < 0) return result;

  const kept: string[] = [];
  let removed = false;
  // Split by hand rather than via URLSearchParams, which would re-encode the parameters we keep.
  for (const pair of beforeHash.slice(queryAt + 1).split('&')) {
    const eq = pair.indexOf('=');
    const name = decode(eq < 0 ? pair : pair.slice(0, eq));
    if (!NAMES.has(name)) {
      if (pair) kept.push(pair);
      continue;
    }
    removed = true;
    const value = decode(eq < 0 ? '' : pair.slice(eq + 1)).trim();
    if (name === 'us_privacy') {
      if (US_PRIVACY.test(value.toUpperCase())) result.overrides.usPrivacy = value.toUpperCase();
      else result.warnings.push(`Ignoring us_privacy "${value}": it is not a US privacy string`);
    } else if (GPP.test(value)) {
      result.overrides.gpp = value;
    } else {
      result.warnings.push(`Ignoring gpp "${value}": it is not a GPP string`);
    }
  }
  if (removed) result.cleanedHref = beforeHash.slice(0, queryAt) + (kept.length ? `?${kept.join('&')}` : '') + hash;
  return result;
}

import type { PrivacyLog } from './deps';
import { STORAGE_KEY_PREFIX } from './storage';

/**
 * Carries an opt-out that could not be saved to localStorage through the spec's reload (§4: the
 * page reloads 500 ms after "Do not sell or share"). Without it the in-memory choice would die with
 * the page and the reloaded page would ask again and share meanwhile. First choice: sessionStorage
 * (it also survives the host page reloading the frame within the tab). Where that throws too — a
 * sandboxed iframe without allow-same-origin has no storage at all — a URL fragment, which a
 * reload keeps and which `history.replaceState` may rewrite even in an opaque-origin frame.
 * Either is read once at boot and removed. It can only ever opt out: a forged one is harmless.
 */

export const CARRIED_OPT_OUT_KEY = `${STORAGE_KEY_PREFIX}_carried_optout`;
const FRAGMENT_NAME = 're-optout';
const REGION = /^[A-Z]{2}$/;

export interface OptOutCarrierDeps {
  /** sessionStorage, read lazily (touching it throws in sandboxed frames). */
  sessionStorage?: () => Storage | null | undefined;
  location?: { href: string };
  history?: { state: unknown; replaceState(data: unknown, unused: string, url: string): void };
}

const browserSessionStorage = (): Storage | null => globalThis.sessionStorage ?? null;
const regionOf = (value: string): string => (REGION.test(value) ? value : '');

function fragmentParts(href: string): { base: string; parts: string[] } {
  const at = href.indexOf('#');
  if (at < 0) return { base: href, parts: [] };
  return { base: href.slice(0, at), parts: href.slice(at + 1).split('&').filter(Boolean) };
}

const withParts = (base: string, parts: string[]): string => (parts.length ? `${base}#${parts.join('&')}` : base);

/** Before the reload: leaves the opt-out (and its region) where the reloaded page finds it. Returns false if nowhere. */
export function carryOptOut(region: string, deps: OptOutCarrierDeps, log: PrivacyLog): boolean {
  const value = regionOf(region) || '-';
  try {
    const storage = (deps.sessionStorage ?? browserSessionStorage)();
    if (storage) {
      storage.setItem(CARRIED_OPT_OUT_KEY, value);
      if (storage.getItem(CARRIED_OPT_OUT_KEY) === value) return true;
    }
  } catch {
    // No sessionStorage either: the fragment below.
  }
  const location = deps.location ?? globalThis.location;
  const history = deps.history ?? globalThis.history;
  try {
    const { base, parts } = fragmentParts(location.href);
    const kept = parts.filter((part) => !part.startsWith(`${FRAGMENT_NAME}=`));
    history.replaceState(history.state, '', withParts(base, [...kept, `${FRAGMENT_NAME}=${value}`]));
    return true;
  } catch (error) {
    log.warn('Unable to carry the opt-out through the reload; the reloaded page fails closed', error);
    return false;
  }
}

/** At boot: a carried opt-out's region ('' when unknown), or null; removes it from where it was. */
export function takeCarriedOptOut(deps: OptOutCarrierDeps, log: PrivacyLog): { region: string } | null {
  let carried: string | null = null;
  try {
    const storage = (deps.sessionStorage ?? browserSessionStorage)();
    carried = storage?.getItem(CARRIED_OPT_OUT_KEY) ?? null;
    if (carried !== null) storage?.removeItem(CARRIED_OPT_OUT_KEY);
  } catch {
    // Unavailable: the fragment may hold it.
  }
  const location = deps.location ?? globalThis.location;
  if (!location) return carried === null ? null : { region: regionOf(carried) };
  const { base, parts } = fragmentParts(location.href);
  const ours = parts.filter((part) => part.startsWith(`${FRAGMENT_NAME}=`));
  if (ours.length) {
    carried ??= ours[0]!.slice(FRAGMENT_NAME.length + 1);
    try {
      const history = deps.history ?? globalThis.history;
      history.replaceState(history.state, '', withParts(base, parts.filter((part) => !ours.includes(part))));
    } catch (error) {
      log.warn('Unable to remove the carried opt-out from the address', error);
    }
  }
  return carried === null ? null : { region: regionOf(carried) };
}

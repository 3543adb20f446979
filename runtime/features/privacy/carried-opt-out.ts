import type { Logger } from '../../lib/logger';
import { safeStorage, type SafeStorage } from '../../lib/safe-storage';
import { STORAGE_KEY_PREFIX } from './storage';

/**
 * Carries an opt-out that could not be saved to localStorage through the spec's reload (§4: the
 * page reloads 500 ms after "Do not sell or share"). Without it the in-memory choice would die with
 * the page and the reloaded page would ask again and share meanwhile. First choice: sessionStorage
 * (it also survives the host page reloading the frame within the tab). Where that throws too — a
 * sandboxed iframe without allow-same-origin has no storage at all — the window's name, which a
 * reload keeps (it belongs to the browsing context, not the document). A URL fragment does not
 * work: Firefox reloads a sandboxed frame without the fragment `replaceState` put there.
 * Either is read once at boot and removed. It can only ever opt out: a forged one is harmless.
 */

export const CARRIED_OPT_OUT_KEY = `${STORAGE_KEY_PREFIX}_carried_optout`;
/** Appended to whatever name the window had; removed again at boot. */
const NAME_MARK = '#re-optout=';
const NAME_CARRIED = /#re-optout=([A-Z]{2}|-)$/;
const REGION = /^[A-Z]{2}$/;

export interface OptOutCarrierDeps {
  /** sessionStorage, read lazily (touching it throws in sandboxed frames). */
  sessionStorage?: () => Storage | null | undefined;
  /** The window whose name carries the opt-out where no storage works (default `window`). */
  browsingContext?: { name: string };
}

const browserSessionStorage = (): Storage | null => globalThis.sessionStorage ?? null;
/** Failures need no word here: where sessionStorage fails, the window's name carries the opt-out. */
const sessionOf = (deps: OptOutCarrierDeps): SafeStorage => safeStorage(deps.sessionStorage ?? browserSessionStorage);
const regionOf = (value: string): string => (REGION.test(value) ? value : '');
const contextOf = (deps: OptOutCarrierDeps): { name: string } | undefined => deps.browsingContext ?? (globalThis as { window?: { name: string } }).window;

/** Before the reload: leaves the opt-out (and its region) where the reloaded page finds it. Returns false if nowhere. */
export function carryOptOut(region: string, deps: OptOutCarrierDeps, log: Logger): boolean {
  const value = regionOf(region) || '-';
  const session = sessionOf(deps);
  // Read back: a write that "succeeds" without holding is no carrier either.
  if (session.set(CARRIED_OPT_OUT_KEY, value) && session.get(CARRIED_OPT_OUT_KEY) === value) return true;
  const context = contextOf(deps);
  if (!context) {
    log.warn('Unable to carry the opt-out through the reload; the reloaded page fails closed');
    return false;
  }
  context.name = context.name.replace(NAME_CARRIED, '') + NAME_MARK + value;
  return true;
}

/** At boot: a carried opt-out's region ('' when unknown), or null; removes it from where it was. */
export function takeCarriedOptOut(deps: OptOutCarrierDeps): { region: string } | null {
  const session = sessionOf(deps);
  // Unreadable storage reads as nothing carried there: the window's name may hold it.
  let carried = session.get(CARRIED_OPT_OUT_KEY);
  if (carried !== null) session.remove(CARRIED_OPT_OUT_KEY);
  const context = contextOf(deps);
  const named = context ? NAME_CARRIED.exec(context.name) : null;
  if (context && named) {
    carried ??= named[1]!;
    context.name = context.name.slice(0, named.index);
  }
  return carried === null ? null : { region: regionOf(carried) };
}

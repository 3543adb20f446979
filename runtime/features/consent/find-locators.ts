/** The three IAB consent APIs a framed script may ask the host page's CMP. */
export type CmpApi = 'tcf' | 'gpp' | 'usp';

/** The window to post each API's calls to: the first window up the chain that holds its locator. */
export type Locators = Partial<Record<CmpApi, Window>>;

/** The frame a CMP adds to its own window so that framed scripts can find it. */
export const LOCATOR_NAMES = { tcf: '__tcfapiLocator', gpp: '__gppLocator', usp: '__uspapiLocator' } as const;

/**
 * Walks `self`, its parent, … up to the top window, synchronously, as the IAB stubs do (TCF v2.2
 * "How can vendors that use iframes call the CMP API from an iframe?"; GPP and USP the same way),
 * looking for the LOCATOR_NAMES frames. Named access to a child frame works across origins. At most 10 windows up, so a
 * window whose `parent` lies cannot loop. An empty result means no CMP: nothing is asked.
 */
export function findLocators(self: Window): Locators {
  const found: Locators = {};
  for (let win = self, depth = 0; depth < 10; depth++, win = win.parent) {
    for (const api of Object.keys(LOCATOR_NAMES) as CmpApi[]) {
      try {
        found[api] ??= (win.frames as unknown as Record<string, unknown>)[LOCATOR_NAMES[api]] ? win : undefined;
      } catch {
        // A window that refuses named access holds no locator we can use.
      }
    }
    if (win.parent === win) break;
  }
  return found;
}

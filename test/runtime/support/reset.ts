import { setLogLevel } from '../../../runtime/lib/logger';

/**
 * Puts the page's logger back to the tests' level. (The stores need no reset: each player makes
 * its own, so a test's fresh player starts with fresh stores.)
 */
export function resetStores(): void {
  setLogLevel('error');
}

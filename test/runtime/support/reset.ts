import { setLogLevel } from '../../../runtime/lib/logger';

/**
 * Puts the page's logger back to the tests' level (createPlayer sets it from `?log_level`). The
 * stores need no reset: each player makes its own, so a test's fresh player has fresh stores.
 */
export function resetLogLevel(): void {
  setLogLevel('error');
}

import { launchFirefox, type FirefoxOptions, type FirefoxSession } from './firefox';

/** Firefox for one test file; each `open()` is a fresh session in it. */
export interface FirefoxPerFile {
  /**
   * A new user context (its own cookies, storage and cache: what a fresh profile gives) with one
   * page; its `close()` closes the context. Preferences (`autoplay`, `prefs`) belong to a
   * profile: each different set gets a browser of its own.
   */
  open(options?: FirefoxOptions): Promise<FirefoxSession>;
}

/**
 * The files' older way to share a browser, kept for them: `launchFirefox` itself now opens a user
 * context in the test worker's browser (worker-browsers.ts), and what a file leaves open is
 * closed after it (e2e-file-reset.ts).
 */
export function firefoxPerFile(): FirefoxPerFile {
  return { open: launchFirefox };
}

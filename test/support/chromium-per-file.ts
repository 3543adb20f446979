import { launchChromium, type ChromiumOptions, type ChromiumSession } from './chromium';

/** Chromium for one test file; each `open()` is a fresh session in it. */
export interface ChromiumPerFile {
  /**
   * A new browser context (its own cookies, storage, cache and permissions: what a fresh profile
   * gives) with one page; its `close()` closes the context. Switches (`autoplay`, `args`) belong
   * to a browser: each different set gets a browser of its own.
   */
  open(options?: ChromiumOptions): Promise<ChromiumSession>;
}

/**
 * The files' older way to share a browser, kept for them: `launchChromium` itself now opens a
 * context in the test worker's browser (worker-browsers.ts), and what a file leaves open is
 * closed after it (e2e-file-reset.ts).
 */
export function chromiumPerFile(): ChromiumPerFile {
  return { open: launchChromium };
}

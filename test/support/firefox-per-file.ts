import { afterAll } from 'vitest';
import { collectFirefoxPageLog, PAGE_TIMEOUT_MS, startFirefox, type FirefoxOptions, type FirefoxSession } from './firefox';
import { emptyPageLog } from './page-log';

/** Firefox for one test file; each `open()` is a fresh session in it. */
export interface FirefoxPerFile {
  /**
   * A new user context (its own cookies, storage and cache: what a fresh profile gives) with one
   * page, shaped as `launchFirefox` returns it; its `close()` closes the context. Preferences
   * (`autoplay`, `prefs`) belong to a profile: each different set gets a browser of its own.
   */
  open(options?: FirefoxOptions): Promise<FirefoxSession>;
}

/**
 * Starting Firefox costs seconds of CPU; a file whose tests each need a clean browser starts it
 * once and opens a new user context per test instead (`launchFirefox` → `firefox.open`). Call it
 * at the top of a file or a `describe`: it registers the `afterAll` that closes the browsers. A
 * browser starts on the first `open()` that needs its preferences.
 */
export function firefoxPerFile(): FirefoxPerFile {
  const browsers = new Map<string, ReturnType<typeof startFirefox>>();
  afterAll(async () => {
    for (const started of browsers.values()) {
      const running = await started.catch(() => undefined);
      await running?.browser.close().catch(() => {});
      await running?.profile.remove();
    }
  });
  return {
    async open({ autoplay = false, prefs = {} }: FirefoxOptions = {}) {
      const key = JSON.stringify({ autoplay, prefs });
      let started = browsers.get(key);
      if (!started) {
        started = startFirefox({ autoplay, prefs });
        browsers.set(key, started);
      }
      const { browser } = await started;
      const context = await browser.createBrowserContext();
      const page = await context.newPage();
      page.setDefaultTimeout(PAGE_TIMEOUT_MS);
      const session: FirefoxSession = {
        ...emptyPageLog(),
        browser,
        page,
        close: () => context.close().catch(() => {}),
      };
      collectFirefoxPageLog(page, session);
      return session;
    },
  };
}

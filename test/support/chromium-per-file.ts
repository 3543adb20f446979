import { afterAll } from 'vitest';
import { chromium, type Browser } from 'playwright-core';
import { AUTOPLAY_ALLOWED, BASE_ARGS, collectChromiumPageLog, PAGE_TIMEOUT_MS, type ChromiumOptions, type ChromiumSession } from './chromium';
import { emptyPageLog } from './page-log';

/** Chromium for one test file; each `open()` is a fresh session in it. */
export interface ChromiumPerFile {
  /**
   * A new browser context (its own cookies, storage, cache and permissions: what a fresh profile
   * gives) with one page, shaped as `launchChromium` returns it; its `close()` closes the context.
   * Switches (`autoplay`, `args`) belong to a browser: each different set gets a browser of its own.
   */
  open(options?: ChromiumOptions): Promise<ChromiumSession>;
}

/**
 * Starting Chromium costs a second or more of CPU; a file whose tests each need a clean browser
 * starts it once and opens a new context per test instead (`launchChromium` → `chromium.open`).
 * Call it at the top of a file or a `describe`: it registers the `afterAll` that closes the
 * browsers. A browser starts on the first `open()` that needs its switches.
 */
export function chromiumPerFile(): ChromiumPerFile {
  const browsers = new Map<string, Promise<Browser>>();
  afterAll(async () => {
    for (const browser of browsers.values()) await (await browser.catch(() => undefined))?.close();
  });
  return {
    async open({ autoplay = false, args = [] }: ChromiumOptions = {}) {
      const switches = [...BASE_ARGS, ...(autoplay ? [AUTOPLAY_ALLOWED] : []), ...args];
      const key = switches.join(' ');
      let browser = browsers.get(key);
      if (!browser) {
        browser = chromium.launch({ executablePath: '/usr/bin/chromium', headless: true, args: switches });
        browsers.set(key, browser);
      }
      const context = await (await browser).newContext();
      const page = await context.newPage();
      page.setDefaultTimeout(PAGE_TIMEOUT_MS);
      const session: ChromiumSession = {
        ...emptyPageLog(),
        context,
        page,
        close: () => context.close().catch(() => {}),
      };
      collectChromiumPageLog(page, session);
      return session;
    },
  };
}

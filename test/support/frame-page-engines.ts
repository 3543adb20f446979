import { afterAll, beforeAll, describe } from 'vitest';
import { launchChromium } from './chromium';
import { launchFirefox } from './firefox';
import type { FramePage } from './frame-page';
import { playwrightFramePage } from './frame-page-playwright';
import { puppeteerFramePage } from './frame-page-puppeteer';
import { webkitFramePage } from './frame-page-webkit';
import type { PageLog } from './page-log';
import { launchWebKit } from './webkit';

/** A browser of one engine, its page as a FramePage, each with its default autoplay policy. */
export interface EngineBrowser {
  page: FramePage;
  log: PageLog;
  close(): Promise<void>;
}

export type EngineName = 'chromium' | 'firefox' | 'webkit';

/** Chromium (playwright), Firefox (puppeteer over BiDi) and WebKit (WebDriver), by name. */
export const ENGINES: Record<EngineName, () => Promise<EngineBrowser>> = {
  chromium: async () => {
    const session = await launchChromium();
    return { page: playwrightFramePage(session.page), log: session, close: () => session.close() };
  },
  firefox: async () => {
    const session = await launchFirefox();
    return { page: puppeteerFramePage(session.page), log: session, close: () => session.close() };
  },
  webkit: async () => {
    const session = await launchWebKit();
    return { page: webkitFramePage(session), log: session, close: () => session.close() };
  },
};

/**
 * A `describe` per engine, one browser each for its tests (launched before them, closed after),
 * its page the size of a player's window, as wide as MiniBrowser's allows: the page itself, not
 * hosted in a frame. `browser()` is that browser inside a test.
 */
export function describeInEngines(body: (engine: EngineName, browser: () => EngineBrowser) => void): void {
  for (const [engine, launch] of Object.entries(ENGINES) as [EngineName, () => Promise<EngineBrowser>][]) {
    describe(engine, () => {
      let browser: EngineBrowser | undefined;
      beforeAll(async () => {
        browser = await launch();
        await browser.page.setSize(520, 200);
      });
      afterAll(async () => browser?.close());
      body(engine, () => browser!);
    });
  }
}

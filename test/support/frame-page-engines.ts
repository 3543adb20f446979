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

/** Chromium (playwright), Firefox (puppeteer over BiDi) and WebKit (WebDriver), by name. */
export const ENGINES: Record<'chromium' | 'firefox' | 'webkit', () => Promise<EngineBrowser>> = {
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

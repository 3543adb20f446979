// One page API over Chromium (playwright-core) and Firefox ESR (puppeteer-core, WebDriver BiDi),
// for the ads e2e tests that run the same listener's story in both browsers.
import { launchChromium, type ChromiumSession } from '../support/chromium';
import { launchFirefox, type FirefoxSession } from '../support/firefox';
import type { PageLog } from '../support/page-log';

export type BrowserName = 'chromium' | 'firefox';

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** What the ads tests do with a page, the same in both browsers. */
export interface AdsPage extends PageLog {
  goto(url: string): Promise<void>;
  click(selector: string): Promise<void>;
  /** Runs a script (an expression, as a string) in the page and returns its JSON-able value. */
  evaluate(expression: string): Promise<unknown>;
  /** A PNG of this part of the viewport. */
  screenshot(clip: Box): Promise<Buffer>;
  /** Calls `listener` with the URL of every request the page makes, as it is made. */
  onRequest(listener: (url: string) => void): void;
  close(): Promise<void>;
}

/** What both drivers' pages offer that an `AdsPage` is made of. */
interface DriverPage {
  goto(url: string): Promise<unknown>;
  click(selector: string): Promise<void>;
  evaluate(expression: string): Promise<unknown>;
  screenshot(options: { clip: Box }): Promise<Uint8Array>;
  on(event: 'request', listener: (request: { url(): string }) => void): unknown;
}

/** An `AdsPage` in a fresh context, with its first tab, of the test worker's browser of that engine. */
export async function openAdsPage(name: BrowserName): Promise<AdsPage> {
  return adsPage(name === 'chromium' ? await launchChromium() : await launchFirefox({ network: true }));
}

function adsPage(session: ChromiumSession | FirefoxSession): AdsPage {
  const page: DriverPage = session.page;
  return {
    pageErrors: session.pageErrors,
    consoleMessages: session.consoleMessages,
    goto: async (url) => void (await page.goto(url)),
    click: (selector) => page.click(selector),
    evaluate: (expression) => page.evaluate(expression),
    screenshot: async (clip) => Buffer.from(await page.screenshot({ clip })),
    onRequest: (listener) => void page.on('request', (request) => listener(request.url())),
    close: () => session.close(),
  };
}

import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { disableFeaturesSwitch } from './chromium-features';
import { emptyPageLog, type PageLog } from './page-log';
import { inWorkerBrowser } from './worker-browsers';

/** Debian's Chromium driven by playwright-core: a fresh context in the worker's browser. */
export interface ChromiumSession extends PageLog {
  context: BrowserContext;
  /** The first tab; its errors and console messages are collected in `pageErrors`/`consoleMessages`. */
  page: Page;
  /** Closes the context (the browser stays for the worker's next test). Safe to call twice. */
  close(): Promise<void>;
}

export interface ChromiumOptions {
  /** Lets media play without a user gesture (`--autoplay-policy=no-user-gesture-required`). */
  autoplay?: boolean;
  /** More command-line switches, e.g. `--autoplay-policy=document-user-activation-required`. */
  args?: string[];
  /** A touch-only phone: touch events, no mouse and no hover (`hasTouch`, `isMobile`; 390 px wide). */
  touch?: boolean;
}

const PHONE = { hasTouch: true, isMobile: true, viewport: { width: 390, height: 300 } };

export const BASE_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
  // Playwright's features off and the address bar's unused popups too (chromium-features.ts).
  disableFeaturesSwitch(),
];

export const AUTOPLAY_ALLOWED = '--autoplay-policy=no-user-gesture-required';

export const PAGE_TIMEOUT_MS = 15_000;

/**
 * A fresh session: a new context (its own cookies, storage, cache and permissions, what a fresh
 * profile gives) with one page, in the test worker's Chromium for these switches, started on the
 * first use (worker-browsers.ts). `touch` is the context's.
 */
export async function launchChromium({ autoplay = false, args = [], touch = false }: ChromiumOptions = {}): Promise<ChromiumSession> {
  const switches = [...BASE_ARGS, ...(autoplay ? [AUTOPLAY_ALLOWED] : []), ...args];
  return inWorkerBrowser(
    `chromium ${switches.join(' ')}`,
    async () => {
      // Over a pipe (Playwright's default) with a fresh user-data dir of Playwright's own: it
      // exits with the worker that drives it.
      const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', headless: true, args: switches });
      return { browser, alive: () => browser.isConnected(), close: () => browser.close().catch(() => {}) };
    },
    async (browser: Browser) => {
      const context = await browser.newContext(touch ? PHONE : {});
      try {
        const page = await context.newPage();
        // Everything here is on loopback: a control that has not shown up in 15 s is not coming.
        page.setDefaultTimeout(PAGE_TIMEOUT_MS);
        const session: ChromiumSession = {
          ...emptyPageLog(),
          context,
          page,
          close: () => context.close().catch(() => {}),
        };
        collectChromiumPageLog(page, session);
        return session;
      } catch (error) {
        await context.close().catch(() => {});
        throw error;
      }
    },
  );
}

/** Records a playwright page's uncaught errors and console messages into `log`. */
export function collectChromiumPageLog(page: Page, log: PageLog = emptyPageLog()): PageLog {
  page.on('pageerror', (error) => log.pageErrors.push(error));
  page.on('console', (message) => {
    log.consoleMessages.push({ type: message.type(), text: message.text() });
  });
  return log;
}

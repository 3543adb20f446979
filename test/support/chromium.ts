import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { disableFeaturesSwitch } from './chromium-features';
import { emptyPageLog, type PageLog } from './page-log';
import { makeTempDir } from './temp-dir';

/** Debian's Chromium driven by playwright-core, with a fresh profile. */
export interface ChromiumSession extends PageLog {
  context: BrowserContext;
  /** The first tab; its errors and console messages are collected in `pageErrors`/`consoleMessages`. */
  page: Page;
  /** Closes the browser and deletes its profile. Safe to call twice. */
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

export async function launchChromium({ autoplay = false, args = [], touch = false }: ChromiumOptions = {}) {
  const profile = await makeTempDir('chromium');
  let context: BrowserContext;
  try {
    context = await chromium.launchPersistentContext(profile.path, {
      executablePath: '/usr/bin/chromium',
      headless: true,
      args: [...BASE_ARGS, ...(autoplay ? [AUTOPLAY_ALLOWED] : []), ...args],
      ...(touch ? PHONE : {}),
    });
  } catch (error) {
    await profile.remove();
    throw error;
  }
  const page = context.pages()[0] ?? (await context.newPage());
  // Everything here is on loopback: a control that has not shown up in 15 s is not coming.
  page.setDefaultTimeout(PAGE_TIMEOUT_MS);
  const session: ChromiumSession = {
    ...emptyPageLog(),
    context,
    page,
    async close() {
      await context.close().catch(() => {});
      await profile.remove();
    },
  };
  collectChromiumPageLog(page, session);
  return session;
}

/** Records a playwright page's uncaught errors and console messages into `log`. */
export function collectChromiumPageLog(page: Page, log: PageLog = emptyPageLog()): PageLog {
  page.on('pageerror', (error) => log.pageErrors.push(error));
  page.on('console', (message) => {
    log.consoleMessages.push({ type: message.type(), text: message.text() });
  });
  return log;
}

import { cp } from 'node:fs/promises';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import { firefoxProfileTemplate } from './firefox-profile-template';
import { emptyPageLog, type PageLog } from './page-log';
import { track } from './leftovers';
import { makeTempDir, type TempDir } from './temp-dir';
import { inWorkerBrowser } from './worker-browsers';

/** Debian's Firefox ESR driven by puppeteer-core over WebDriver BiDi: a fresh user context in the worker's browser. */
export interface FirefoxSession extends PageLog {
  browser: Browser;
  /** The first tab; its errors and console messages are collected in `pageErrors`/`consoleMessages`. */
  page: Page;
  /** Closes the user context (the browser stays for the worker's next test). Safe to call twice. */
  close(): Promise<void>;
}

export interface FirefoxOptions {
  /** Lets media play without a user gesture (`media.autoplay.default` = 0, allowed). */
  autoplay?: boolean;
  /** More preferences for the profile. */
  prefs?: Record<string, unknown>;
  /**
   * The page's request and response events (`page.on('request')`), for a test that listens for
   * them; off by default (NETWORK_EVENTS says why).
   */
  network?: boolean;
}

/**
 * Puppeteer subscribes a Firefox to every request's events (sent, answered, finished) unless told
 * not to, and Firefox's remote agent builds and sends each one from its parent process, in
 * JavaScript: a player page is a dozen requests, and a page load is what most tests do.
 */
const NETWORK_EVENTS = false;

export const PAGE_TIMEOUT_MS = 15_000;

/**
 * A fresh session: a new user context (its own cookies, storage and cache, what a fresh profile
 * gives) with one page, in the test worker's Firefox for these preferences, started on the first
 * use (worker-browsers.ts).
 */
export async function launchFirefox({ autoplay = false, prefs = {}, network = NETWORK_EVENTS }: FirefoxOptions = {}): Promise<FirefoxSession> {
  return inWorkerBrowser(
    `firefox ${JSON.stringify({ autoplay, prefs, network })}`,
    async () => {
      const { browser, profile } = await startFirefox({ autoplay, prefs, network });
      const pid = browser.process()?.pid;
      // Noted for the global teardown: a worker that vitest ends with a signal does not close it.
      // Its whole process group: puppeteer starts it detached, its content processes with it, and a
      // paused one's are stopped (a stopped process cannot notice its parent has gone).
      const untrack = pid === undefined ? () => {} : track({ pid, command: '/usr/bin/firefox-esr', group: true });
      const signal = (name: NodeJS.Signals) => {
        try {
          if (pid !== undefined) process.kill(-pid, name);
        } catch {
          // Gone already: the next session finds it dead and starts another.
        }
      };
      return {
        browser,
        alive: () => browser.connected,
        pause: () => signal('SIGSTOP'),
        resume: () => signal('SIGCONT'),
        async close() {
          await browser.close().catch(() => {});
          await profile.remove();
          untrack();
        },
      };
    },
    async (browser: Browser) => {
      const context = await browser.createBrowserContext();
      try {
        const page = await context.newPage();
        // Everything here is on loopback: a control that has not shown up in 15 s is not coming.
        page.setDefaultTimeout(PAGE_TIMEOUT_MS);
        const session: FirefoxSession = {
          ...emptyPageLog(),
          browser,
          page,
          close: () => context.close().catch(() => {}),
        };
        collectFirefoxPageLog(page, session);
        return session;
      } catch (error) {
        await context.close().catch(() => {});
        throw error;
      }
    },
  );
}

/**
 * Firefox ESR on a fresh profile dir (removed if it fails to start), with `options`' prefs: a copy
 * of the run's profile template once there is one (firefox-profile-template.ts), else empty.
 */
export async function startFirefox({ autoplay = false, prefs = {}, network = NETWORK_EVENTS }: FirefoxOptions): Promise<{ browser: Browser; profile: TempDir }> {
  const profile = await makeTempDir('firefox');
  try {
    const template = await firefoxProfileTemplate();
    // The template's files into the launch's own empty dir (firefox-profile-template.ts says why).
    if (template) await cp(template, profile.path, { recursive: true });
    const browser = await puppeteer.launch({
      browser: 'firefox',
      executablePath: '/usr/bin/firefox-esr',
      protocol: 'webDriverBiDi',
      headless: true,
      userDataDir: profile.path,
      networkEnabled: network,
      extraPrefsFirefox: {
        ...(autoplay ? { 'media.autoplay.default': 0 } : {}),
        ...prefs,
      },
    });
    return { browser, profile };
  } catch (error) {
    await profile.remove();
    throw error;
  }
}

/** Records a puppeteer page's uncaught errors and console messages into `log`. */
export function collectFirefoxPageLog(page: Page, log: PageLog = emptyPageLog()): PageLog {
  page.on('pageerror', (error) => {
    log.pageErrors.push(error instanceof Error ? error : new Error(String(error)));
  });
  page.on('console', (message) => {
    log.consoleMessages.push({ type: message.type(), text: message.text() });
  });
  return log;
}

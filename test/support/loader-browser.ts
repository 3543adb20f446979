import type { Page as PlaywrightPage } from 'playwright-core';
import type { Page as PuppeteerPage } from 'puppeteer-core';
import type { FramePage } from './frame-page';
import type { PageLog } from './page-log';
import type { WebKitSession } from './webkit';

/**
 * A host page with the loader's player in it, in one engine: `page` is the host page (its
 * viewport is the page's width; real pointer moves and clicks at its points), `inPlayer` runs a
 * script expression in the player's iframe (cross-origin: through the driver, as a listener's
 * browser keeps them apart).
 */
export interface LoaderBrowser extends PageLog {
  page: FramePage;
  inPlayer(expression: string): Promise<unknown>;
  close(): Promise<void>;
}

/** The host page's first child frame: the player the loader inserted. */
export function playwrightPlayer(page: PlaywrightPage) {
  return async (expression: string): Promise<unknown> => {
    const frame = page.frames().find((f) => f !== page.mainFrame());
    if (!frame) throw new Error('no player frame on the host page');
    return frame.evaluate(expression);
  };
}

export function puppeteerPlayer(page: PuppeteerPage) {
  return async (expression: string): Promise<unknown> => {
    const frame = page.frames().find((f) => f !== page.mainFrame());
    if (!frame) throw new Error('no player frame on the host page');
    return frame.evaluate(expression);
  };
}

/** WebDriver's name for an element reference in a command's JSON. */
const ELEMENT = 'element-6066-11e4-a52e-4f735466cecf';

/** WebKit: into the host page's iframe and back out (to the host page, hosted or not). */
export function webkitPlayer(session: WebKitSession) {
  const { driver } = session;
  return async (expression: string): Promise<unknown> => {
    const iframe = await driver.command<Record<string, string>>('POST', '/element', { using: 'css selector', value: 'iframe' });
    await driver.command('POST', '/frame', { id: { [ELEMENT]: iframe[ELEMENT] } });
    try {
      return await session.evaluate(expression);
    } finally {
      await driver.command('POST', '/frame/parent', {});
    }
  };
}

import type { KeyInput, Page } from 'puppeteer-core';
import type { FramePage } from './frame-page';

/** A puppeteer page (Firefox over WebDriver BiDi here) as a FramePage. */
export function puppeteerFramePage(page: Page, engine = 'firefox'): FramePage {
  return {
    engine,
    setSize: (width, height) => page.setViewport({ width, height }),
    goto: async (url) => {
      await page.goto(url);
    },
    evaluate: (expression) => page.evaluate(expression),
    clickAt: (x, y) => page.mouse.click(x, y),
    moveTo: (x, y) => page.mouse.move(x, y),
    // Playwright's and WebDriver's name for the space bar; puppeteer's is the character.
    press: (key) => page.keyboard.press((key === 'Space' ? ' ' : key) as KeyInput),
    bringToFront: () => page.bringToFront(),
    screenshot: async (file) => {
      await page.screenshot({ path: file as `${string}.png` });
    },
  };
}

import type { Page } from 'playwright-core';
import type { FramePage } from './frame-page';

/** A playwright page (Chromium here) as a FramePage. */
export function playwrightFramePage(page: Page, engine = 'chromium'): FramePage {
  return {
    engine,
    setSize: (width, height) => page.setViewportSize({ width, height }),
    goto: async (url) => {
      await page.goto(url);
    },
    evaluate: (expression) => page.evaluate(expression),
    clickAt: (x, y) => page.mouse.click(x, y),
    moveTo: (x, y) => page.mouse.move(x, y),
    press: (key) => page.keyboard.press(key),
    bringToFront: () => page.bringToFront(),
    screenshot: async (file) => {
      await page.screenshot({ path: file });
    },
  };
}

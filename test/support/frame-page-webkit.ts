import type { FramePage } from './frame-page';
import type { WebKitSession } from './webkit';

/** WebDriver's code points for the keys the tests name as Playwright does. */
const KEYS: Record<string, string> = { Tab: '\uE004', Escape: '\uE00C', Enter: '\uE007', Space: ' ', ArrowLeft: '\uE012', ArrowUp: '\uE013', ArrowRight: '\uE014', ArrowDown: '\uE015' };
/** WebDriver's name for an element reference in a command's JSON. */
const ELEMENT = 'element-6066-11e4-a52e-4f735466cecf';
/** Resolves once the page has produced two more frames: the first painted what changed, the second shows it. */
const NEXT_FRAMES = 'new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => done(true))))';
/** MiniBrowser's toolbar keeps its window at least this wide (measured: 447 px of viewport). */
const NARROWEST_WINDOW = 480;

/**
 * A WebKit (MiniBrowser over WebKitWebDriver) page as a FramePage. A frame narrower than
 * MiniBrowser's window can be is shown as stations show it: the player in an iframe of exactly
 * that size at the top left of a host page, with scripts, clicks and keys going into the iframe
 * (the iframe sits at 0,0 without a border, so its viewport points are the window's).
 */
export function webkitFramePage(session: WebKitSession): FramePage {
  const { driver } = session;
  const actions = (source: Record<string, unknown>) => driver.command('POST', '/actions', { actions: [source] });
  let size = { width: 0, height: 0 };
  let hosted = false;

  const host = async (url: string) => {
    await driver.command('POST', '/frame', { id: null });
    await session.goto('about:blank');
    await session.evaluate(`new Promise((resolve) => {
      document.documentElement.style.cssText = 'margin:0;background:#777';
      document.body.style.margin = '0';
      const frame = document.createElement('iframe');
      frame.style.cssText = 'position:fixed;left:0;top:0;border:0;width:${size.width}px;height:${size.height}px';
      frame.onload = () => resolve(true);
      frame.src = ${JSON.stringify(url)};
      document.body.append(frame);
    })`);
    const iframe = await driver.command<Record<string, string>>('POST', '/element', { using: 'css selector', value: 'iframe' });
    await driver.command('POST', '/frame', { id: { [ELEMENT]: iframe[ELEMENT] } });
  };

  return {
    engine: 'webkit',
    async setSize(width, height) {
      size = { width, height };
      hosted = width < NARROWEST_WINDOW;
      // Back to the window itself: the last cell may have left scripts going into a hosted frame.
      await driver.command('POST', '/frame', { id: null });
      await session.setViewportSize({ width: Math.max(width, NARROWEST_WINDOW), height });
      // A listener's window has focus from a cell's first screenshot on, whichever cell runs first.
      await session.focusWindow();
    },
    goto: (url) => (hosted ? host(url) : session.goto(url)),
    evaluate: (expression) => session.evaluate(expression),
    output: () => session.output(),
    clickAt: (x, y) => session.clickAt(x, y),
    moveTo: async (x, y) => {
      await actions({
        type: 'pointer',
        id: 'mouse',
        parameters: { pointerType: 'mouse' },
        actions: [{ type: 'pointerMove', duration: 0, origin: 'viewport', x: Math.round(x), y: Math.round(y) }],
      });
    },
    press: async (key) => {
      const value = KEYS[key] ?? key;
      await actions({ type: 'key', id: 'keyboard', actions: [{ type: 'keyDown', value }, { type: 'keyUp', value }] });
    },
    // Our display has no window manager and its focus follows the pointer, which is off the
    // window: without this, every document in it (the hosted frame too) answers hasFocus() false
    // and paints no focus ring (webkit.ts, focusWindow).
    bringToFront: () => session.focusWindow(),
    // The whole window: a hosted frame is the top-left part of it (the rest is grey). WebKitGTK's
    // snapshot is the last frame it composited: without waiting for the next two, a screenshot
    // taken just after a click showed the view before it (the visual references, issue 32).
    screenshot: async (file) => {
      await session.evaluate(NEXT_FRAMES);
      await session.screenshot(file);
    },
  };
}

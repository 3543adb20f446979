// Issue 29 §5 in WebKit (MiniBrowser under Xvfb): no art request holds the frame's or the host
// page's load event on a page whose app starts at once (art-load-suite.ts). Opening the host page
// waits for its load event (up to the session's 30 s page-load timeout), not for WebKit's own end
// of loading, which an image that never answers may hold (support/webkit.ts `pageLoad`), and the
// suite reads its time from the page.
import { launchWebKit } from '../support/webkit';
import { describeArtLoad } from './art-load-suite';

/** WebDriver's name for an element reference in a command's JSON. */
const ELEMENT = 'element-6066-11e4-a52e-4f735466cecf';

describeArtLoad('WebKit', async () => {
  const session = await launchWebKit({ pageLoad: 'load event' });
  await session.setViewportSize({ width: 640, height: 300 });
  const { driver } = session;
  const top = () => driver.command('POST', '/frame', { id: null });
  return {
    ...session,
    open: async (url) => {
      await top();
      await session.goto(url);
    },
    evaluateInHost: async (expression) => {
      await top();
      return session.evaluate(expression);
    },
    evaluateInFrame: async (expression) => {
      await top();
      const iframe = await driver.command<Record<string, string>>('POST', '/element', { using: 'css selector', value: 'iframe' });
      await driver.command('POST', '/frame', { id: { [ELEMENT]: iframe[ELEMENT] } });
      return session.evaluate(expression);
    },
    screenshot: async (file) => {
      await top();
      await session.screenshot(file);
    },
  };
});

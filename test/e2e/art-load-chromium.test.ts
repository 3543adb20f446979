// Issue 29 §5 in Chromium: no art request holds the frame's or the host page's load event on a
// page whose app starts at once (art-load-suite.ts).
import { launchChromium } from '../support/chromium';
import { describeArtLoad } from './art-load-suite';

describeArtLoad('Chromium', async () => {
  const session = await launchChromium();
  await session.page.setViewportSize({ width: 640, height: 300 });
  const frame = () => session.page.frames().find((f) => f !== session.page.mainFrame())!;
  return {
    ...session,
    // Not waiting for the load event: the test measures it.
    open: async (url) => void (await session.page.goto(url, { waitUntil: 'commit' })),
    evaluateInHost: (expression) => session.page.evaluate(expression),
    evaluateInFrame: (expression) => frame().evaluate(expression),
    screenshot: async (file) => void (await session.page.screenshot({ path: file })),
  };
});

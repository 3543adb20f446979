// Issue 29 §5 in Firefox: no art request holds the frame's or the host page's load event on a
// page whose app starts at once (art-load-suite.ts).
import { launchFirefox } from '../support/firefox';
import { describeArtLoad } from './art-load-suite';

describeArtLoad('Firefox', async () => {
  const session = await launchFirefox();
  await session.page.setViewport({ width: 640, height: 300 });
  const frame = () => session.page.frames().find((f) => f !== session.page.mainFrame())!;
  return {
    ...session,
    // Not waiting for the load event: the test measures it.
    open: async (url) => void (await session.page.goto(url, { waitUntil: 'domcontentloaded' })),
    evaluateInHost: (expression) => session.page.evaluate(expression),
    evaluateInFrame: (expression) => frame().evaluate(expression),
    screenshot: async (file) => void (await session.page.screenshot({ path: file as `${string}.png` })),
  };
});

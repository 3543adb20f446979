// Issue 29 §5 in Firefox ESR over WebDriver BiDi: a cover, default album art or logo that fails
// falls back to the next, then the empty art tile; no loading bars stay, no broken-image icon
// shows (art-fallback-suite.ts).
import { launchFirefox } from '../support/firefox';
import { puppeteerFramePage } from '../support/frame-page-puppeteer';
import { describeArtFallback } from './art-fallback-suite';

describeArtFallback('Firefox', async () => {
  const session = await launchFirefox();
  const page = puppeteerFramePage(session.page);
  // A default art that never answers holds the first paint's load event: navigation waits for the DOM only.
  const goto = async (url: string) => void (await session.page.goto(url, { waitUntil: 'domcontentloaded' }));
  return { ...session, page: { ...page, goto } };
});

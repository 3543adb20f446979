// Issue 29 §5 in Chromium: a cover, default album art or logo that fails falls back to the next,
// then the empty art tile; no loading bars stay, no broken-image icon shows (art-fallback-suite.ts).
import { launchChromium } from '../support/chromium';
import { playwrightFramePage } from '../support/frame-page-playwright';
import { describeArtFallback } from './art-fallback-suite';

describeArtFallback('Chromium', async () => {
  const session = await launchChromium();
  // Navigation waits for the DOM only: the tests watch the page's load event themselves.
  const goto = async (url: string) => void (await session.page.goto(url, { waitUntil: 'domcontentloaded' }));
  return { ...session, page: { ...playwrightFramePage(session.page), goto } };
});

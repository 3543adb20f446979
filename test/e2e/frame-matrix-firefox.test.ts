// The player in the listener's frame, in Firefox ESR over WebDriver BiDi (issue 14): every embed
// size, both schemes, a normal and a privacy station (test/support/frame-matrix.ts says what
// each cell checks).
import { launchFirefox } from '../support/firefox';
import { puppeteerFramePage } from '../support/frame-page-puppeteer';
import { describeFrameMatrix } from '../support/frame-matrix-suite';

describeFrameMatrix('Firefox', async () => {
  const session = await launchFirefox();
  return { ...session, page: puppeteerFramePage(session.page) };
});

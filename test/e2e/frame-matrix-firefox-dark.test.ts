// The player in the listener's frame, in Firefox ESR over WebDriver BiDi (issue 14), Dark
// scheme: every embed size, a normal and a privacy station (test/support/frame-matrix.ts says what
// each cell checks). The Light scheme is its own file, run beside this one (frame-matrix-suite.ts
// says why).
import { launchFirefox } from '../support/firefox';
import { puppeteerFramePage } from '../support/frame-page-puppeteer';
import { describeFrameMatrix } from '../support/frame-matrix-suite';

describeFrameMatrix('Firefox', 'Dark', async () => {
  const session = await launchFirefox();
  return { ...session, page: puppeteerFramePage(session.page) };
});

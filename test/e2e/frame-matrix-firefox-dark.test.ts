// The player in the listener's frame, in Firefox ESR over WebDriver BiDi (issue 14), Dark
// scheme: a normal and a privacy station at one size of each layout family — the smallest strip,
// the default card, the stacked phone (test/support/frame-matrix.ts says what each cell checks,
// and DARK_SIZES_BEYOND_CHROMIUM why not every size: a scheme changes colours only, and the Light
// file runs every size). The Light scheme is its own file, run beside this one
// (frame-matrix-suite.ts says why).
import { launchFirefox } from '../support/firefox';
import { DARK_SIZES_BEYOND_CHROMIUM } from '../support/frame-matrix';
import { puppeteerFramePage } from '../support/frame-page-puppeteer';
import { describeFrameMatrix } from '../support/frame-matrix-suite';

describeFrameMatrix(
  'Firefox',
  'Dark',
  async () => {
    const session = await launchFirefox();
    return { ...session, page: puppeteerFramePage(session.page) };
  },
  [],
  DARK_SIZES_BEYOND_CHROMIUM,
);

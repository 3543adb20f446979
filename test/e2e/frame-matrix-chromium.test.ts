// The player in the listener's frame, in Chromium (issue 14): every embed size, both schemes, a
// normal and a privacy station (test/support/frame-matrix.ts says what each cell checks).
import { launchChromium } from '../support/chromium';
import { playwrightFramePage } from '../support/frame-page-playwright';
import { describeFrameMatrix } from '../support/frame-matrix-suite';

describeFrameMatrix('Chromium', async () => {
  const session = await launchChromium();
  return { ...session, page: playwrightFramePage(session.page) };
});

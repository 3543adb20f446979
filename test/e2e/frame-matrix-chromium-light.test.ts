// The player in the listener's frame, in Chromium (issue 14), Light scheme: every embed size, a
// normal and a privacy station (test/support/frame-matrix.ts says what each cell checks). The
// Dark scheme is its own file, run beside this one (frame-matrix-suite.ts says why).
import { launchChromium } from '../support/chromium';
import { playwrightFramePage } from '../support/frame-page-playwright';
import { describeFrameMatrix } from '../support/frame-matrix-suite';

describeFrameMatrix('Chromium', 'Light', async () => {
  const session = await launchChromium();
  return { ...session, page: playwrightFramePage(session.page) };
});

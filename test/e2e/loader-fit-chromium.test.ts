// The loader's player at every page width from 280 to 1600 px on a host page with no CSS, in
// Chromium (issue 29 §2): test/support/loader-fit.ts says what each width checks.
import { launchChromium } from '../support/chromium';
import { playwrightFramePage } from '../support/frame-page-playwright';
import { playwrightPlayer } from '../support/loader-browser';
import { describeLoaderFit } from '../support/loader-fit';

describeLoaderFit('Chromium', async () => {
  const session = await launchChromium();
  return { ...session, page: playwrightFramePage(session.page), inPlayer: playwrightPlayer(session.page) };
});

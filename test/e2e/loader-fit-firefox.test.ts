// The loader's player at every page width from 280 to 1600 px on a host page with no CSS, in
// Firefox ESR (issue 29 §2): test/support/loader-fit.ts says what each width checks.
import { launchFirefox } from '../support/firefox';
import { puppeteerFramePage } from '../support/frame-page-puppeteer';
import { puppeteerPlayer } from '../support/loader-browser';
import { describeLoaderFit } from '../support/loader-fit';

describeLoaderFit('Firefox', async () => {
  const session = await launchFirefox();
  return { ...session, page: puppeteerFramePage(session.page), inPlayer: puppeteerPlayer(session.page) };
});

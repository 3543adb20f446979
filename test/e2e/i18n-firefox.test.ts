// The player in the station's language, right to left included, in Firefox ESR (test/support/i18n-suite.ts).
import { launchFirefox } from '../support/firefox';
import { puppeteerFramePage } from '../support/frame-page-puppeteer';
import { describeLanguages } from '../support/i18n-suite';

describeLanguages('Firefox', async () => {
  const session = await launchFirefox();
  return { ...session, page: puppeteerFramePage(session.page) };
});

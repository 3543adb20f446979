// The player in the station's language, right to left included, in Chromium (test/support/i18n-suite.ts).
import { launchChromium } from '../support/chromium';
import { playwrightFramePage } from '../support/frame-page-playwright';
import { describeLanguages } from '../support/i18n-suite';

describeLanguages('Chromium', async () => {
  const session = await launchChromium();
  return { ...session, page: playwrightFramePage(session.page) };
});

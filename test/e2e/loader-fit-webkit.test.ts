// The loader's player at every page width from 280 to 1600 px on a host page with no CSS, in
// WebKit's MiniBrowser (issue 29 §2): test/support/loader-fit.ts says what each width checks.
// Pages narrower than MiniBrowser's window are hosted in an iframe of their width
// (frame-page-webkit.ts): the host page's viewport is then that iframe's.
import { webkitFramePage } from '../support/frame-page-webkit';
import { webkitPlayer } from '../support/loader-browser';
import { describeLoaderFit } from '../support/loader-fit';
import { launchWebKit } from '../support/webkit';

describeLoaderFit('WebKit', async () => {
  const session = await launchWebKit();
  return { ...session, page: webkitFramePage(session), inPlayer: webkitPlayer(session) };
});

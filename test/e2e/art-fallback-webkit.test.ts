// Issue 29 §5 in WebKit (MiniBrowser under Xvfb): a cover, default album art or logo that fails
// falls back to the next, then the empty art tile; no loading bars stay, no broken-image icon
// shows (art-fallback-suite.ts). Not here: a default art that never answers on a page whose app
// starts at once (the app's own request for it holds the load event, and WebKitWebDriver runs no
// command on a page until its load event, with either page load strategy); an image that never
// answers is tested through the cover instead. The first paint's never-answering default art
// holds no load event (first-paint/page-loaded.ts), so that test runs here too.
import { webkitFramePage } from '../support/frame-page-webkit';
import { launchWebKit } from '../support/webkit';
import { describeArtFallback } from './art-fallback-suite';

describeArtFallback(
  'WebKit',
  async () => {
    const session = await launchWebKit();
    return { ...session, page: webkitFramePage(session) };
  },
  { watchesHeldLoad: false },
);

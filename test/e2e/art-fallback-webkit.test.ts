// Issue 29 §5 in WebKit (MiniBrowser under Xvfb): a cover, default album art or logo that fails
// falls back to the next, then the empty art tile; no loading bars stay, no broken-image icon
// shows (art-fallback-suite.ts). A default art that never answers holds no load event, before the
// app (first-paint/page-loaded.ts) or after (ui/art/use-art.tsx), so WebKitWebDriver, which runs
// no command on a page before its load event, watches every case here too.
import { webkitFramePage } from '../support/frame-page-webkit';
import { launchWebKit } from '../support/webkit';
import { describeArtFallback } from './art-fallback-suite';

describeArtFallback('WebKit', async () => {
  const session = await launchWebKit();
  return { ...session, page: webkitFramePage(session) };
});

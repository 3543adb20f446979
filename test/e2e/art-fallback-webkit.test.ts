// Issue 29 §5 in WebKit (MiniBrowser under Xvfb): a cover, default album art or logo that fails
// falls back to the next, then the empty art tile; no loading bars stay, no broken-image icon
// shows (art-fallback-suite.ts). A default art that never answers holds no load event, before the
// app (first-paint/page-loaded.ts) or after (ui/art/use-art.tsx): each navigation here waits for
// the page's load event itself, not for WebKit's own end of loading, which an image that never
// answers may hold (support/webkit.ts `pageLoad`; measured: 2 of 20 opens, under load, timed out).
import { webkitFramePage } from '../support/frame-page-webkit';
import { launchWebKit } from '../support/webkit';
import { describeArtFallback } from './art-fallback-suite';

describeArtFallback('WebKit', async () => {
  const session = await launchWebKit({ pageLoad: 'load event' });
  return { ...session, page: webkitFramePage(session) };
});

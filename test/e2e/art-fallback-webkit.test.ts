// Issue 29 §5 in WebKit (MiniBrowser under Xvfb): a cover, default album art or logo that fails
// falls back to the next, then the empty art tile; no loading bars stay, no broken-image icon
// shows (art-fallback-suite.ts).
import { webkitFramePage } from '../support/frame-page-webkit';
import { launchWebKit } from '../support/webkit';
import { describeArtFallback } from './art-fallback-suite';

describeArtFallback('WebKit', async () => {
  // A default art that never answers holds the first paint's load event: navigation waits for the DOM only.
  const session = await launchWebKit({ pageLoadStrategy: 'eager' });
  return { ...session, page: webkitFramePage(session) };
});

// The player in the listener's frame, in WebKit — Safari's and every iOS browser's engine — as
// WebKitGTK's MiniBrowser under Xvfb (issue 14): every embed size, both schemes, a normal and a
// privacy station (test/support/frame-matrix.ts says what each cell checks). Frames narrower
// than MiniBrowser's window are hosted in an iframe of their size (frame-page-webkit.ts).
import { webkitFramePage } from '../support/frame-page-webkit';
import { describeFrameMatrix } from '../support/frame-matrix-suite';
import { launchWebKit } from '../support/webkit';

describeFrameMatrix('WebKit', async () => {
  const session = await launchWebKit();
  return { ...session, page: webkitFramePage(session) };
});

// The player in the listener's frame, in WebKit — Safari's and every iOS browser's engine — as
// WebKitGTK's MiniBrowser under Xvfb (issue 14): every embed size, both schemes, a normal and a
// privacy station (test/support/frame-matrix.ts says what each cell checks). Frames narrower
// than MiniBrowser's window are hosted in an iframe of their size (frame-page-webkit.ts). WebKit
// has no i18n file: two right-to-left cells run here (a window-wide frame and a hosted one), so the
// visual references hold WebKit's RTL layout too.
import { webkitFramePage } from '../support/frame-page-webkit';
import { describeFrameMatrix } from '../support/frame-matrix-suite';
import { launchWebKit } from '../support/webkit';

describeFrameMatrix(
  'WebKit',
  async () => {
    const session = await launchWebKit();
    return { ...session, page: webkitFramePage(session) };
  },
  [
    { width: 480, height: 180, scheme: 'Dark', kind: 'normal', lang: 'ar' },
    { width: 320, height: 120, scheme: 'Light', kind: 'privacy', lang: 'ar' },
  ],
);

// The player in the listener's frame, in WebKit — Safari's and every iOS browser's engine — as
// WebKitGTK's MiniBrowser under Xvfb (issue 14), Dark scheme: a normal and a privacy station at
// one size of each layout family — the smallest strip, the default card, the stacked phone
// (test/support/frame-matrix.ts says what each cell checks, and DARK_SIZES_BEYOND_CHROMIUM why not
// every size: a scheme changes colours only, and the Light file runs every size), and a
// right-to-left cell. The Light scheme is its own file, run beside this one (frame-matrix-suite.ts
// says why). Frames narrower than MiniBrowser's window are hosted in an iframe of their size
// (frame-page-webkit.ts).
import { DARK_SIZES_BEYOND_CHROMIUM } from '../support/frame-matrix';
import { describeFrameMatrix } from '../support/frame-matrix-suite';
import { webkitFramePage } from '../support/frame-page-webkit';
import { launchWebKit } from '../support/webkit';
import { WEBKIT_RIGHT_TO_LEFT } from '../support/frame-matrix-webkit';

describeFrameMatrix(
  'WebKit',
  'Dark',
  async () => {
    const session = await launchWebKit();
    return { ...session, page: webkitFramePage(session) };
  },
  WEBKIT_RIGHT_TO_LEFT,
  DARK_SIZES_BEYOND_CHROMIUM,
);

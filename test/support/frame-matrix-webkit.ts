import type { Cell } from './frame-matrix';

/**
 * WebKit has no i18n file (i18n-suite.ts runs Chromium and Firefox): these right-to-left cells run
 * in its frame-matrix files (a window-wide frame in the Dark one, a hosted one in the Light one),
 * so the visual references hold WebKit's RTL layout too.
 */
export const WEBKIT_RIGHT_TO_LEFT: readonly Cell[] = [
  { width: 480, height: 180, scheme: 'Dark', kind: 'normal', lang: 'ar' },
  { width: 320, height: 120, scheme: 'Light', kind: 'privacy', lang: 'ar' },
];

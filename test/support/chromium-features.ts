import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from './repo-root';

/**
 * Chromium features the tests turn off, beyond Playwright's own list: the address bar's two WebUI
 * popups (the suggestions and the AI-mode one). Chromium 156 loads both in a renderer of their own
 * in every browser, headless too, though nothing here ever opens them: measured 2026-11-27, a
 * launch and one page cost 1.57 CPU s with them and 0.67 without (4 launches each); in a whole
 * run their renderers took 147 CPU s of Chromium's 568. (Brave ships with both off.)
 */
export const UNUSED_BROWSER_UI = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'];

const PLAYWRIGHT_BUNDLE = join(REPO_ROOT, 'node_modules/playwright-core/lib/coreBundle.js');

/**
 * Playwright's `--disable-features` list, as its bundle writes it. Chromium keeps only the last
 * `--disable-features` on its command line, and Playwright puts its own before the caller's, so a
 * switch of ours alone would silently drop Playwright's (third-party storage partitioning, paint
 * holding: what the framed and first-paint tests rely on). Throws where the bundle no longer has
 * the list as read here, rather than launch a browser without it.
 */
export function playwrightDisabledFeatures(source = readFileSync(PLAYWRIGHT_BUNDLE, 'utf8')): string[] {
  const list = /\bdisabledFeatures = \[([\s\S]*?)\]\.filter\(Boolean\)/.exec(source)?.[1];
  const names = [...(list ?? '').matchAll(/^\s*"([A-Za-z0-9]+)",?\s*$/gm)].map((match) => match[1]!);
  if (!names.includes('ThirdPartyStoragePartitioning'))
    throw new Error(`cannot read Playwright's --disable-features list in ${PLAYWRIGHT_BUNDLE}: update test/support/chromium-features.ts to the new playwright-core`);
  return names;
}

/** The one `--disable-features` switch: Playwright's list and ours. */
export const disableFeaturesSwitch = (): string => `--disable-features=${[...new Set([...playwrightDisabledFeatures(), ...UNUSED_BROWSER_UI])].join(',')}`;

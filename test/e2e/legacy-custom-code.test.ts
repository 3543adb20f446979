// Old station code wrapped in an HTML comment (issue 15 §8) still works in a built page: the
// legacy JS runs and the legacy CSS rule applies in Chromium, under the page's own
// Content-Security-Policy, and the build says what it did to the markers.
import { join } from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { startHeadersServer, type HeadersServer } from '../cli/support/headers-server';
import { makeProject, type Project } from '../cli/support/project';
import { runCli, type CliRun } from '../cli/support/run-cli';
import { stationJson } from '../cli/support/station-json';
import { launchChromium, type ChromiumSession } from '../support/chromium';


/** As station sites wrote it for browsers that would otherwise print the code as text. */
const LEGACY_JS = "<!-- hide from old browsers\nwindow.legacyJsRan = 'yes';\n//-->";
const LEGACY_CSS = '<!--\nhtml { --legacy-css: applied; }\n-->';

let project: Project;
let build: CliRun;
let cdn: HeadersServer;
let browser: ChromiumSession | undefined;

beforeAll(async () => {
  project = await makeProject('e2e-legacy-code');
  await project.station(5, stationJson(5, { ui: { extraJsV7Minimal: LEGACY_JS, extraCssV7Minimal: LEGACY_CSS } }));
  build = await runCli(['build', '--station', '5'], project.path, { SOURCE_DATE_EPOCH: '1758240000' });
  if (build.code !== 0) throw new Error(build.stderr);
  cdn = await startHeadersServer(join(project.path, 'dist'));
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await cdn?.close();
  await project?.remove();
});

test('the build warns about each wrapped field', () => {
  expect(build.stderr).toContain('warning: stations/5.json: ui.extraJsV7Minimal: starts with an old-style HTML comment marker "<!--"');
  expect(build.stderr).toContain('warning: stations/5.json: ui.extraCssV7Minimal: starts with an old-style HTML comment marker "<!--"');
});

/** The built page in a fresh Chromium, served with its dist/_headers (so under its CSP). */
async function openPage(): Promise<ChromiumSession> {
  await browser?.close();
  browser = await launchChromium();
  await browser.page.goto(`${cdn.url}/5/`);
  await browser.page.waitForLoadState('load');
  return browser;
}

test('in Chromium the legacy JS runs, with no script error', async () => {
  const { page, pageErrors } = await openPage();
  expect(await page.evaluate(() => (window as unknown as { legacyJsRan?: string }).legacyJsRan)).toBe('yes');
  expect(pageErrors).toEqual([]);
}, 60_000);

test('in Chromium the legacy CSS rule applies', async () => {
  const { page } = await openPage();
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--legacy-css').trim())).toBe('applied');
}, 60_000);

// The player on host pages that make life hard (issue 15 §11), in Chromium, with the built dist/
// served as a CDN serves it (its _headers applied): a loader tag whose data-target is not a
// selector, on a page that already has an element with id="RadioEmbed"; and the player in an
// <iframe sandbox="allow-scripts">, whose opaque origin makes every asset request cross-origin.
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { startHeadersServer, type HeadersServer } from '../cli/support/headers-server';
import { makeProject, type Project } from '../cli/support/project';
import { runCli } from '../cli/support/run-cli';
import { stationJson } from '../cli/support/station-json';
import type { ChromiumSession } from '../support/chromium';
import { startHostPageServer } from '../support/host-page-server';
import type { Listening } from '../support/loopback';
import { waitFor } from '../support/wait-for';
import { chromiumPerFile } from '../support/chromium-per-file';

// One browser for the file, a fresh context per test (test/support/chromium-per-file.ts).
const chromium = chromiumPerFile();

let project: Project;
let cdn: HeadersServer;
let host: Listening;
let pages: Record<string, string> = {};
let browser: ChromiumSession | undefined;

beforeAll(async () => {
  project = await makeProject('e2e-hostile-host');
  await project.station(42, stationJson(42));
  const built = await runCli(['build', '--station', '42'], project.path);
  if (built.code !== 0) throw new Error(built.stderr);
  cdn = await startHeadersServer(join(project.path, 'dist'));
  // Another port is another origin, as a station's own site is.
  host = await startHostPageServer((path) => pages[path] ?? '<p>nothing here</p>');
  pages = {
    '/loader': `<!doctype html><title>Host</title><div id="RadioEmbed">the station's own element</div>
<script src="${cdn.url}/embed.js" data-station="42" data-target="[[not a selector" async></script><p id="after">after</p>`,
    '/sandboxed': `<!doctype html><title>Host</title><iframe sandbox="allow-scripts" src="${cdn.url}/42/" width="480" height="180" style="border:0"></iframe>`,
  };
}, 60_000);

afterEach(async () => {
  await browser?.close();
  browser = undefined;
});

afterAll(async () => {
  await host?.close();
  await cdn?.close();
  await project?.remove();
});

const playerFrame = (session: ChromiumSession) => session.page.frames().find((frame) => frame.url().startsWith(`${cdn.url}/42/`));

describe('hostile host pages', () => {
  test('a data-target that is not a selector and an element named RadioEmbed: the player still goes in after its tag, with a warning, and the API works', async () => {
    browser = await chromium.open();
    await browser.page.goto(`${host.url}/loader`);
    await waitFor(() => playerFrame(browser!), { what: 'the player frame' });
    expect(await browser.page.evaluate(() => document.querySelector('iframe')!.nextElementSibling!.id)).toBe('after');
    await waitFor(async () => (await playerFrame(browser!)!.locator('.re-btn--play').count()) === 1, { what: 'the Play button in the frame' });
    expect(await browser.page.evaluate(() => (window as unknown as { RadioEmbed: { get(id: number): { station: number } } }).RadioEmbed.get(42).station)).toBe(42);
    expect(await browser.page.evaluate(() => document.getElementById('RadioEmbed')!.textContent)).toBe("the station's own element");
    const warnings = browser.consoleMessages.filter((message) => message.type === 'warning').map((message) => message.text);
    expect(warnings.some((text) => text.includes('data-target "[[not a selector" matches nothing'))).toBe(true);
    expect(browser.pageErrors).toEqual([]);
  });

  test('inside <iframe sandbox="allow-scripts"> the player loads its assets and shows Play', async () => {
    browser = await chromium.open();
    await browser.page.goto(`${host.url}/sandboxed`);
    await waitFor(() => playerFrame(browser!), { what: 'the player frame' });
    await waitFor(async () => (await playerFrame(browser!)!.locator('.re-btn--play').count()) === 1, {
      what: 'the Play button inside the sandboxed frame',
      timeoutMs: 15_000,
    });
    expect(browser.consoleMessages.filter((message) => /CORS|integrity/i.test(message.text))).toEqual([]);
  });
});

// A built station served with its dist/_headers (as Netlify or Cloudflare Pages would) in
// Chromium: the page runs under its Content-Security-Policy with no violation — the runtime's
// hashed module, the station's inline CSS/JS by hash, a lazy chunk with its inline stylesheet,
// a stream from another origin — while injected inline code is blocked; SRI stops a changed asset.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { appendFile, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { createDemoStream, type DemoStream } from '../../cli/preview/demo-stream';
import { startHeadersServer, type HeadersServer } from '../cli/support/headers-server';
import { makeProject, type Project } from '../cli/support/project';
import { runCli } from '../cli/support/run-cli';
import { launchChromium, type ChromiumSession } from '../support/chromium';
import { waitForPlayback } from '../support/media';


interface Violation {
  directive: string;
  blocked: string;
  sample: string;
}

let project: Project;
let cdn: HeadersServer;
let demo: DemoStream;
let streamServer: Server;
let browser: ChromiumSession | undefined;

beforeAll(async () => {
  // The stream comes from another origin, as it does from an Icecast server.
  demo = await createDemoStream();
  streamServer = createServer((request, response) => demo.handle(request, response));
  await new Promise<void>((resolve) => streamServer.listen(0, '127.0.0.1', resolve));
  project = await makeProject('e2e-csp');
  await project.station(9, {
    station: { sid: 9, title: 'Radio CSP', logoLink: 'https://radio9.example' },
    data: { audioHtml: `http://127.0.0.1:${(streamServer.address() as AddressInfo).port}/live.mp3` },
    ui: {
      extraCssV7Minimal: '.re-title{color:rgb(255, 0, 0)}',
      extraJsV7Minimal: 'window.stationJsRan = "yes, </script> and all";',
    },
  });
  const result = await runCli(['build', '--station', '9'], project.path, { SOURCE_DATE_EPOCH: '1758240000' });
  if (result.code !== 0) throw new Error(result.stderr);
  cdn = await startHeadersServer(join(project.path, 'dist'));
}, 60_000);

afterEach(async () => {
  await browser?.close();
  browser = undefined;
});

afterAll(async () => {
  await cdn?.close();
  demo?.close();
  streamServer?.closeAllConnections();
  await new Promise((resolve) => streamServer?.close(resolve));
  await project?.remove();
});

async function open(): Promise<ChromiumSession> {
  browser = await launchChromium();
  await browser.page.addInitScript(() => {
    const seen: Violation[] = [];
    (window as unknown as { violations: Violation[] }).violations = seen;
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push({ directive: event.effectiveDirective, blocked: event.blockedURI, sample: event.sample }),
    );
  });
  const response = await browser.page.goto(`${cdn.url}/9/`);
  expect(response!.headers()['content-security-policy']).toMatch(/^default-src 'self'; script-src 'self' 'sha256-/);
  return browser;
}

const violations = (session: ChromiumSession) => session.page.evaluate(() => (window as unknown as { violations: Violation[] }).violations);

describe('a station page under its Content-Security-Policy', () => {
  test('runs with no violation: runtime, station CSS and JS, a lazy chunk and its styles, a cross-origin stream', async () => {
    const session = await open();
    const { page } = session;
    await page.getByRole('button', { name: 'Play', exact: true }).waitFor();
    expect(await page.evaluate(() => (window as unknown as { stationJsRan: string }).stationJsRan)).toBe('yes, </script> and all');
    expect(await page.locator('.re-title').evaluate((el) => getComputedStyle(el).color)).toBe('rgb(255, 0, 0)');

    // The share overlay is a dynamic import() (no integrity of its own) with `?inline` CSS.
    await page.getByRole('button', { name: 'Share' }).click();
    await page.getByRole('button', { name: 'Back' }).waitFor();
    const overlayStyled = await page.evaluate(() => [...document.querySelectorAll('style')].some((s) => s.sheet && s.sheet.cssRules.length > 0 && s.id !== 'station-css'));
    expect(overlayStyled).toBe(true);
    await page.getByRole('button', { name: 'Back' }).click();

    await page.getByRole('button', { name: 'Play', exact: true }).click();
    await waitForPlayback(page, { seconds: 1 });

    expect(await violations(session)).toEqual([]);
    expect(session.consoleMessages.filter((m) => /Content Security Policy|integrity/i.test(m.text))).toEqual([]);
    expect(session.pageErrors).toEqual([]);
  });

  test('inline code that is not the station\'s is blocked', async () => {
    const session = await open();
    await session.page.getByRole('button', { name: 'Play', exact: true }).waitFor();
    await session.page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.injected = true;';
      document.body.append(script);
      const style = document.createElement('style');
      style.textContent = 'body{display:none}';
      document.head.append(style);
    });
    expect(await session.page.evaluate(() => (window as unknown as { injected?: boolean }).injected)).toBeUndefined();
    expect(await session.page.evaluate(() => getComputedStyle(document.body).display)).not.toBe('none');
    expect((await violations(session)).map((v) => [v.directive, v.blocked])).toEqual([
      ['script-src-elem', 'inline'],
      ['style-src-elem', 'inline'],
    ]);
  });
});

describe('Subresource Integrity', () => {
  test('a stylesheet changed on the host after the build is refused', async () => {
    const assets = await readdir(join(project.path, 'dist/assets'));
    const css = assets.find((name) => /^main-.*\.css$/.test(name))!;
    await appendFile(join(project.path, 'dist/assets', css), '.re-player{display:none}');
    const session = await open();
    await session.page.getByRole('button', { name: 'Play', exact: true }).waitFor({ state: 'attached' });
    expect(await session.page.evaluate((name) => [...document.styleSheets].some((s) => s.href?.endsWith(name)), css)).toBe(false);
    expect(session.consoleMessages.some((m) => /integrity/.test(m.text) && m.text.includes(css))).toBe(true);
  });
});

// Issue 32 §5: the page a share link opens, and snippet.html opened by itself, served with the
// build's _headers (its Content-Security-Policy) as a CDN would, in Chromium: a favicon (a
// generated SVG, a shared file under assets/; no /favicon.ico 404), a description and Open Graph tags; snippet.html a
// standards-mode page whose iframe is styled with no CSP violation.
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { startHeadersServer, type HeadersServer } from '../cli/support/headers-server';
import { makeProject, type Project } from '../cli/support/project';
import { runCli } from '../cli/support/run-cli';
import { launchChromium, type ChromiumSession } from '../support/chromium';
import { waitFor } from '../support/wait-for';

let project: Project;
let cdn: HeadersServer;
let browser: ChromiumSession | undefined;

beforeAll(async () => {
  project = await makeProject('e2e-standalone');
  // The host starts first: publicUrl is its address, as the snippet's iframe and og:url name it.
  cdn = await startHeadersServer(join(project.path, 'dist'));
  await project.config({ publicUrl: cdn.url });
  await project.station(9, {
    station: { sid: 9, title: 'Landing FM', name: 'The Landing Radio' },
    data: { audioHtml: 'https://stream.landing.example/live.mp3' },
    ui: { accent: '#2563eb' },
  });
  const result = await runCli(['build', '--station', '9'], project.path);
  if (result.code !== 0) throw new Error(result.stderr);
}, 60_000);

afterEach(async () => {
  await browser?.close();
  browser = undefined;
});

afterAll(async () => {
  await cdn?.close();
  await project?.remove();
});

/** Chromium on a page of the CDN, recording the page's CSP violations. */
async function open(path: string): Promise<ChromiumSession> {
  browser = await launchChromium();
  await browser.page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { violations: string[] }).violations = seen;
    document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.effectiveDirective} ${event.blockedURI} ${event.sample}`));
  });
  const response = await browser.page.goto(`${cdn.url}${path}`, { waitUntil: 'load' });
  expect(response!.headers()['content-security-policy']).toMatch(/^default-src 'self'/);
  return browser;
}
const violations = (session: ChromiumSession) => session.page.evaluate(() => (window as unknown as { violations: string[] }).violations);
const cspMessages = (session: ChromiumSession) => session.consoleMessages.filter((m) => /Content Security Policy/i.test(m.text));

describe('the standalone player page', () => {
  test('has an icon, a description and Open Graph tags, and asks for no missing favicon', async () => {
    const session = await open('/9/');
    const { page } = session;
    await page.getByRole('button', { name: 'Play', exact: true }).waitFor();
    const head = await page.evaluate(() => {
      const content = (selector: string) => document.querySelector(selector)?.getAttribute('content') ?? null;
      return {
        icon: document.querySelector('link[rel="icon"]')?.getAttribute('href') ?? null,
        description: content('meta[name="description"]'),
        ogTitle: content('meta[property="og:title"]'),
        ogUrl: content('meta[property="og:url"]'),
      };
    });
    expect(head).toEqual({
      // A shared file, not a data: URI in the page (the page's bytes are the first load's).
      icon: expect.stringMatching(/^\.\.\/assets\/icon-[A-Z0-9]{8}\.svg$/),
      description: 'Landing FM – The Landing Radio',
      ogTitle: 'Landing FM',
      ogUrl: `${cdn.url}/9/`,
    });
    // The browser asks for the icon the page names (after load), and for no /favicon.ico.
    const iconPath = head.icon!.replace('..', '');
    await waitFor(() => cdn.requests.some((r) => r.path === iconPath), { what: 'the browser to ask for the page icon' });
    expect(cdn.requests.filter((r) => r.status === 404)).toEqual([]);
    // The generated icon is the station's accent (a Play button), and it is a picture a browser draws.
    const icon = await page.evaluate(async (href) => {
      const response = await fetch(href);
      const image = new Image();
      image.src = href;
      await image.decode();
      return { type: response.headers.get('content-type'), cache: response.headers.get('cache-control'), svg: await response.text(), drawn: image.naturalWidth > 0 };
    }, head.icon!);
    expect(icon).toMatchObject({ type: 'image/svg+xml', cache: expect.stringContaining('immutable'), drawn: true });
    expect(icon.svg).toContain('fill="#2563eb"');
    expect(await violations(session)).toEqual([]);
    expect(cspMessages(session)).toEqual([]);
  });
});

describe('snippet.html opened by itself', () => {
  test('is a standards-mode page whose iframe is styled and shows the player, with no CSP violation', async () => {
    const session = await open('/9/snippet.html');
    const { page } = session;
    expect(await page.evaluate(() => document.compatMode)).toBe('CSS1Compat');
    const frame = page.locator('iframe');
    expect(await frame.evaluate((el) => [getComputedStyle(el).borderTopLeftRadius, getComputedStyle(el).borderTopStyle])).toEqual(['8px', 'none']);
    await page.frameLocator('iframe').getByRole('button', { name: 'Play', exact: true }).waitFor();
    expect(await violations(session)).toEqual([]);
    expect(cspMessages(session)).toEqual([]);
    expect(session.pageErrors).toEqual([]);
  });
});

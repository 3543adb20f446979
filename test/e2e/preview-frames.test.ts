// `radio-embed preview` as an operator opens it (issue 21 §1, issue 17 §5), run as the real command
// (bin/radio-embed.js) and looked at in headless Chromium: the demo station plays the demo
// stream with the demo track feed (track line, cover, blurred background, Media Session) under
// its own CSP, and the privacy simulation shows each listener's notices from preview's geo stand-in.
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { Frame, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium, type ChromiumSession } from '../support/chromium';
import { startProcess, type RunningProcess } from '../support/child-process';
import { waitForPlayback } from '../support/media';
import { REPO_ROOT } from '../support/repo-root';
import { waitFor } from '../support/wait-for';
import { makeProject, type Project } from '../cli/support/project';


const SCREENSHOTS = join(REPO_ROOT, '.tmp/screenshots');
const NOTICE = { name: 'Privacy Notice' };
/** The inline notice (its button reads "Privacy" alone in the short frames). */
const INLINE = '.re-privacy-inline';

describe('radio-embed preview in Chromium', () => {
  let project: Project;
  let preview: RunningProcess;
  let url = '';
  let browser: ChromiumSession | undefined;

  beforeAll(async () => {
    project = await makeProject('preview-frames');
    // The demo station as `init` writes it (its streams on example hosts), with privacy on for CA.
    await project.station(42, {
      station: { sid: 42, title: 'Radio 42', logoLink: 'https://radio42.example' },
      data: { audioHtml: 'https://stream.radio42.example/live.mp3' },
      metadata: { source: 'stream' },
      privacy: { enabled: true, regions: ['CA'] },
    });
    preview = startProcess('preview', process.execPath, [join(REPO_ROOT, 'bin/radio-embed.js'), 'preview', '--port', '0'], { cwd: project.path, env: process.env });
    url = await waitFor(() => /preview: (http:\/\/127\.0\.0\.1:\d+)\//.exec(preview.output())?.[1], { timeoutMs: 60_000, what: 'the preview URL' });
  }, 90_000);

  afterEach(async () => {
    await browser?.close();
    browser = undefined;
  });

  afterAll(async () => {
    await preview?.stop();
    await project?.remove();
  });

  /** The station's page in a fresh browser; every frame records the CSP violations it meets. */
  async function open(query: string): Promise<Page> {
    browser = await launchChromium();
    const { page } = browser;
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { violations: string[] }).violations = seen;
      document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.effectiveDirective} ${event.blockedURI}`));
    });
    await page.goto(`${url}/42/preview${query}`);
    return page;
  }

  /** The n-th frame (0: the snippet's 480×180), once its player is up. */
  async function frame(page: Page, n: number): Promise<Frame> {
    const element = await page.locator('.frames iframe').nth(n).elementHandle();
    const content = (await element!.contentFrame())!;
    // By class: a modal notice may hide Play from the accessibility tree.
    await content.locator('.re-btn--play').waitFor();
    return content;
  }

  /** The demo feed's track on air now, as the track line writes it, and its cover's path. */
  async function onAir(): Promise<{ line: string; artist: string; title: string; cover: string }> {
    const { items } = (await (await fetch(`${url}/demo/nowplaying.json`)).json()) as { items: { artist: string; title: string; cover: string }[] };
    const { artist, title, cover } = items[0]!;
    return { line: `${title} - ${artist}`, artist, title, cover: new URL(cover).pathname };
  }

  /** Waits until the frame's track line shows what the feed has on air (it changes every 20 s). */
  const trackShown = (frame: Frame) =>
    waitFor(async () => (await frame.locator('.re-track').textContent()) === (await onAir()).line, { timeoutMs: 15_000, what: 'the demo track line' });

  const violations = (page: Page) =>
    Promise.all(page.frames().map((f) => f.evaluate(() => (window as unknown as { violations?: string[] }).violations ?? [])));

  it('shows the demo feed (track line, cover, background) in every frame with no CSP violation, and a CA listener the notice', async () => {
    const page = await open('?geo=ca');
    const first = await frame(page, 0);
    await trackShown(first);
    await waitFor(
      async () =>
        first.evaluate((cover) => {
          // The art and the background show it as their CSS background; the art's hidden <img> loaded it.
          const art = document.querySelector<HTMLImageElement>('.re-art img');
          const shows = (selector: string) => getComputedStyle(document.querySelector(selector)!).backgroundImage === `url("${art?.src}")`;
          return !!art && new URL(art.src).pathname === cover && art.complete && art.naturalWidth === 256 && shows('.re-art') && shows('.re-bg');
        }, (await onAir()).cover),
      { timeoutMs: 15_000, what: 'the demo cover in the art and the background' },
    );
    await first.getByRole('dialog', NOTICE).waitFor();
    for (let n = 1; n < 5; n++) await (await frame(page, n)).getByRole('dialog', NOTICE).waitFor();

    await mkdir(SCREENSHOTS, { recursive: true });
    await page.screenshot({ path: join(SCREENSHOTS, 'preview-privacy-ca.png'), fullPage: true });
    expect((await violations(page)).flat()).toEqual([]);
    expect(browser!.pageErrors).toEqual([]);
  });

  it('remembers a choice across reloads until "Forget my choice", which starts every frame afresh', async () => {
    const page = await open('?geo=ca');
    const stored = page.locator('#stored-choice');
    expect(await stored.textContent()).toBe('none: each frame meets a first-time listener');
    const first = await frame(page, 0);
    await first.getByRole('dialog', NOTICE).getByRole('button', { name: 'Close', exact: true }).click();
    await waitFor(async () => /^not opted out in CA, asked again after \d{4}-\d\d-\d\d$/.test((await stored.textContent()) ?? ''), {
      what: 'the page to show the stored choice',
    });

    // The returning listener: the notice was answered, so only the inline link shows.
    await page.reload();
    for (let n = 0; n < 5; n++) {
      const content = await frame(page, n);
      await content.locator(INLINE).waitFor();
      expect(await content.getByRole('dialog', NOTICE).count()).toBe(0);
    }

    await page.getByRole('button', { name: 'Forget my choice' }).click();
    expect(await stored.textContent()).toBe('none: each frame meets a first-time listener');
    for (const n of [0, 4]) await (await frame(page, n)).getByRole('dialog', NOTICE).waitFor();
  });

  it('outside the US: no notice at all; Play plays the demo stream and the Media Session names the track', async () => {
    const page = await open('?geo=outside-us');
    const first = await frame(page, 0);
    await trackShown(first);
    expect(await first.getByRole('dialog').count()).toBe(0);
    expect(await first.locator(INLINE).count()).toBe(0);
    await mkdir(SCREENSHOTS, { recursive: true });
    await page.screenshot({ path: join(SCREENSHOTS, 'preview-demo-feed.png'), fullPage: true });
    await first.getByRole('button', { name: 'Play', exact: true }).click();
    await waitForPlayback(first, { selector: 'audio', seconds: 1 });
    const session = () =>
      first.evaluate(() => {
        const metadata = navigator.mediaSession.metadata;
        return JSON.stringify({ title: metadata?.title, artist: metadata?.artist, artwork: metadata?.artwork.map((a) => new URL(a.src).pathname) });
      });
    // The Media Session follows the track the player has (polled every 5 s): wait for it to be the feed's.
    await waitFor(
      async () => {
        const { title, artist, cover } = await onAir();
        return (await session()) === JSON.stringify({ title, artist, artwork: [cover] });
      },
      { timeoutMs: 15_000, what: 'the Media Session to name the track on air' },
    );
    expect((await violations(page)).flat()).toEqual([]);
  });

  it('GPC on: the CA listener is opted out without a click (inline link, no notice); a failing lookup shows nothing', async () => {
    const page = await open('?geo=ca&gpc=1');
    const first = await frame(page, 0);
    expect(await first.evaluate(() => (navigator as { globalPrivacyControl?: boolean }).globalPrivacyControl)).toBe(true);
    await first.locator(INLINE).waitFor();
    expect(await first.getByRole('dialog', NOTICE).count()).toBe(0);
    await browser!.close();

    const failing = await open('?geo=geo-fails');
    const content = await frame(failing, 0);
    // The stand-in's 503, as Chromium reports a failed request in the console.
    await waitFor(() => browser!.consoleMessages.some((m) => m.text.includes('status of 503')), { what: 'the failed geo lookup' });
    expect(await content.getByRole('dialog', NOTICE).count()).toBe(0);
    expect(await content.evaluate(() => (navigator as { globalPrivacyControl?: boolean }).globalPrivacyControl)).toBeUndefined();
  });
});

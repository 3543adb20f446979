// The loader (`snippet --loader`, dist/embed.js) on a host page of another origin, in Chromium:
// it inserts the player's iframe, sizes it from the player's messages, and lets the page play and
// stop it. The player is served by `preview` and plays its built-in demo stream (no internet).
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Frame } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { startPreview, type PreviewServer } from '../../cli/preview/preview-server';
import { makeProject, type Project } from '../cli/support/project';
import { launchChromium, type ChromiumSession } from '../support/chromium';
import { waitForPlayback } from '../support/media';
import { REPO_ROOT } from '../support/repo-root';
import { waitFor } from '../support/wait-for';
import { startHostPageServer } from '../support/host-page-server';
import type { Listening } from '../support/loopback';


let project: Project;
let preview: PreviewServer;
let host: Listening;
let browser: ChromiumSession | undefined;

/** The host page: the loader tag as `snippet --loader` prints it, and a log of the API's events. */
const hostPage = (embedOrigin: string) => `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Host</title></head><body>
<h1>A station's own site</h1>
<script>
  window.seen = [];
  for (const type of ['ready', 'state', 'resize'])
    document.addEventListener('radio-embed:' + type, (event) => seen.push({ type, state: event.detail.state, status: event.detail.status, height: event.detail.height }));
</script>
<p id="before">before the player</p><script src="${embedOrigin}/embed.js" data-station="42" data-title="Radio 42 player" data-background="#101418" async></script><p id="after">after the player</p>
</body></html>`;

/** A host page that fixes the player's size on the tag. */
const fixedSizePage = (embedOrigin: string) => `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Host</title></head><body>
<script src="${embedOrigin}/embed.js" data-station="42" data-width="300" data-height="250" async></script>
</body></html>`;

/** A Hebrew host page whose loader tag passes the page's language (`data-lang="auto"`), no title. */
const hebrewHostPage = (embedOrigin: string) => `<!doctype html><html lang="he" dir="rtl"><head><meta charset="utf-8"><title>Host</title></head><body>
<script src="${embedOrigin}/embed.js" data-station="42" data-lang="auto" async></script>
</body></html>`;

beforeAll(async () => {
  project = await makeProject('e2e-loader');
  const demo = JSON.parse(await readFile(join(REPO_ROOT, 'stations/42.json'), 'utf8'));
  // A player taller than the loader's first guess (180 px), so the resize is unmistakable.
  demo.ui.extraCssV7Minimal = '.re-player{min-height:300px}';
  await project.station(42, demo);
  preview = await startPreview({ port: 0, stationsDir: 'stations', cwd: project.path, log: () => {} });
  // Another port is another origin: the loader and the player talk across origins, as in real life.
  host = await startHostPageServer((path) => (path === '/he' ? hebrewHostPage(preview.url) : path === '/fixed' ? fixedSizePage(preview.url) : hostPage(preview.url)));
});

afterEach(async () => {
  await browser?.close();
  browser = undefined;
});

afterAll(async () => {
  await host?.close();
  await preview?.close();
  await project?.remove();
});

async function openHost(): Promise<{ frame: Frame; session: ChromiumSession }> {
  // The host's play() is a message, not a click inside the player: the page's own policy decides.
  browser = await launchChromium({ autoplay: true });
  await browser.page.goto(`${host.url}/`);
  await browser.page.waitForSelector('iframe');
  await waitFor(async () => browser!.page.frames().some((f) => f.url().startsWith(`${preview.url}/42/`)), { what: 'the player frame' });
  const frame = browser.page.frames().find((f) => f.url().startsWith(`${preview.url}/42/`))!;
  return { frame, session: browser };
}

const seen = (session: ChromiumSession) => session.page.evaluate(() => (window as unknown as { seen: { type: string; state: string; status?: string; height: number }[] }).seen);

describe('the loader on a host page of another origin', () => {
  test('data-lang="auto" passes the host page\'s <html lang>: the frame is titled and the player speaks in it, right to left', async () => {
    browser = await launchChromium();
    await browser.page.goto(`${host.url}/he`);
    await waitFor(async () => browser!.page.frames().some((f) => f.url().startsWith(`${preview.url}/42/`)), { what: 'the player frame' });
    const iframe = await browser.page.evaluate(() => ({ src: document.querySelector('iframe')!.src, title: document.querySelector('iframe')!.title }));
    expect(iframe).toEqual({ src: `${preview.url}/42/?lang=he`, title: 'נגן רדיו' });
    const frame = browser.page.frames().find((f) => f.url().startsWith(`${preview.url}/42/`))!;
    await frame.waitForSelector('.re-btn--play');
    expect(await frame.evaluate(() => [document.documentElement.lang, document.documentElement.dir, document.querySelector('.re-btn--play')!.getAttribute('aria-label')])).toEqual([
      'he',
      'rtl',
      'הפעלה',
    ]);
    expect(browser.pageErrors).toEqual([]);
  });

  test('inserts the player iframe where its tag is, and sizes it to the player', async () => {
    const { session } = await openHost();
    const iframe = await session.page.evaluate(() => {
      const frame = document.querySelector('iframe')!;
      return {
        src: frame.src,
        title: frame.title,
        allow: frame.getAttribute('allow'),
        previous: frame.previousElementSibling!.tagName,
        next: frame.nextElementSibling!.id,
        // The space it takes is the player's shape while it loads (data-background), not a white hole.
        background: getComputedStyle(frame).backgroundColor,
        corners: getComputedStyle(frame).borderRadius,
      };
    });
    expect(iframe).toEqual({
      src: `${preview.url}/42/`,
      title: 'Radio 42 player',
      allow: 'autoplay; clipboard-write',
      previous: 'SCRIPT',
      next: 'after',
      background: 'rgb(16, 20, 24)',
      corners: '8px',
    });
    await waitFor(async () => (await seen(session)).some((e) => e.type === 'ready'), { what: 'the player to say it is ready' });
    await waitFor(async () => (await session.page.evaluate(() => document.querySelector('iframe')!.style.height)) === '300px', {
      what: 'the iframe to take the player\'s 300 px',
    });
    expect(await session.page.evaluate(() => document.querySelector('iframe')!.getBoundingClientRect().height)).toBe(300);
    expect((await seen(session)).find((e) => e.type === 'resize')).toMatchObject({ height: 300 });
    expect(session.pageErrors).toEqual([]);
  });

  test('data-width and data-height fix the frame\'s size: the player\'s own wish for 300 px does not change it', async () => {
    const session = (browser = await launchChromium());
    await session.page.goto(`${host.url}/fixed`);
    await session.page.waitForSelector('iframe');
    const box = () => session.page.evaluate(() => [document.querySelector('iframe')!.getBoundingClientRect().width, document.querySelector('iframe')!.getBoundingClientRect().height]);
    expect(await box()).toEqual([300, 250]);
    // The player asks for its 300 px (its CSS) in its `ready`, which the loader has taken once the API says the state.
    await waitFor(() => session.page.evaluate(() => (window as unknown as { RadioEmbed: { get(id: number): { state: string } } }).RadioEmbed.get(42).state !== 'loading'), {
      what: 'the player to say it is ready',
    });
    expect(await box()).toEqual([300, 250]);
    expect(session.pageErrors).toEqual([]);
  });

  test('play() and stop() from the host page play and stop the stream; state events follow, with the spec\'s connection status', async () => {
    const { frame, session } = await openHost();
    await waitFor(async () => (await seen(session)).some((e) => e.type === 'ready'), { what: 'ready' });
    expect((await seen(session)).find((e) => e.type === 'ready')).toMatchObject({ state: 'stopped', status: 'OFFLINE' });
    await session.page.evaluate(() => (window as unknown as { RadioEmbed: { get(id: number): { play(): void } } }).RadioEmbed.get(42).play());
    await waitFor(async () => (await seen(session)).some((e) => e.type === 'state' && e.state === 'playing'), { what: 'a "playing" state event', timeoutMs: 20_000 });
    await waitForPlayback(frame, { seconds: 1 });
    await session.page.evaluate(() => (window as unknown as { RadioEmbed: { get(id: string): { stop(): void } } }).RadioEmbed.get('42').stop());
    await waitFor(async () => (await seen(session)).at(-1)?.state === 'stopped', { what: 'a "stopped" state event' });
    expect(await session.page.evaluate(() => (window as unknown as { RadioEmbed: { get(id: number): { state: string } } }).RadioEmbed.get(42).state)).toBe('stopped');
    // Spec §4 "Connection status": CONNECTING while Play connects, CONNECTED while it plays, OFFLINE once stopped.
    const statuses = (await seen(session)).filter((e) => e.type === 'state').map((e) => `${e.state} ${e.status}`);
    expect(statuses).toContain('connecting CONNECTING');
    expect(statuses).toContain('playing CONNECTED');
    expect(statuses.at(-1)).toBe('stopped OFFLINE');
    expect(await session.page.evaluate(() => (window as unknown as { RadioEmbed: { get(id: number): { status: string } } }).RadioEmbed.get(42).status)).toBe('OFFLINE');
  });

  test('messages that do not come from the player frame are ignored', async () => {
    const { session } = await openHost();
    await waitFor(async () => (await session.page.evaluate(() => document.querySelector('iframe')!.style.height)) === '300px', { what: 'the first resize' });
    // The host page itself (another window than the frame) posts a well-formed message.
    await session.page.evaluate(() => window.postMessage({ type: 'radio-embed', event: 'height', height: 999 }, '*'));
    await session.page.evaluate(() => window.postMessage({ type: 'radio-embed', event: 'state', state: 'playing' }, '*'));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await session.page.evaluate(() => document.querySelector('iframe')!.style.height)).toBe('300px');
    expect((await seen(session)).filter((e) => e.type === 'state')).toEqual([]);
  });
});

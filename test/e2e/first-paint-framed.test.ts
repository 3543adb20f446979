// Issue 16, as every real embed is: the built player in a host page's iframe (the loader,
// dist/embed.js, on a host page of another origin), in Chromium. Before the listener does
// anything the frame answers the loader from its first paint — `ready` once, with the painted
// player's height — and fetches no app; the host page's own play() then brings the app and plays
// a real Icecast stream, and stop() stops it, with `ready` still said once.
import { statSync } from 'node:fs';
import { join } from 'node:path';
import type { Frame } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { buildStation, type BuiltStation } from '../support/build-station';
import { launchChromium, type ChromiumSession } from '../support/chromium';
import { startIcecastSource, type IcecastSource } from '../support/ffmpeg-source';
import { startIcecast, type Icecast } from '../support/icecast';
import { waitForPlayback } from '../support/media';
import { startHostPageServer } from '../support/host-page-server';
import type { Listening } from '../support/loopback';
import { startStaticServer, type StaticServer } from '../support/static-server';
import { waitFor } from '../support/wait-for';


const SID = 9302;

/** The host page: the loader tag as `snippet --loader` prints it, and a log of the API's events. */
const hostPage = (embedOrigin: string) => `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Host</title></head><body>
<script>
  window.seen = [];
  for (const type of ['ready', 'state', 'resize'])
    document.addEventListener('radio-embed:' + type, (event) => seen.push({ type, state: event.detail.state, height: event.detail.height }));
</script>
<h1>A station's own site</h1>
<script src="${embedOrigin}/embed.js" data-station="${SID}" async></script>
</body></html>`;

interface Seen {
  type: string;
  state: string;
  height: number;
}

describe('first paint, framed: the loader is answered before the app comes', { timeout: 60_000 }, () => {
  let icecast: Icecast;
  let mp3: IcecastSource;
  let build: BuiltStation;
  let cdn: StaticServer;
  let host: Listening;
  let browser: ChromiumSession | undefined;

  beforeAll(async () => {
    icecast = await startIcecast();
    mp3 = await startIcecastSource(icecast, { format: 'mp3' });
    build = await buildStation({
      station: { sid: SID, title: 'Framed FM' },
      data: { audioHtml: mp3.url },
      // Taller than the loader's first guess (180 px): the frame's height must come from the frame.
      ui: { extraCssV7Minimal: '.re-player{min-height:300px}' },
    });
    cdn = await startStaticServer(build.distDir);
    host = await startHostPageServer(() => hostPage(cdn.url));
  });

  afterEach(async () => {
    await browser?.close();
    browser = undefined;
  });

  afterAll(async () => {
    await host?.close();
    await cdn?.close();
    await build?.remove();
    await mp3?.stop();
    await icecast?.stop();
  });

  const seen = (): Promise<Seen[]> => browser!.page.evaluate(() => (window as unknown as { seen: Seen[] }).seen);
  /**
   * Whether any part of the app was fetched: its entry (`app-*.js`) or the chunk with preact and
   * the player (tens of KB; the first paint's own files are one or two KB each).
   */
  const appFetched = (): boolean =>
    cdn.requests.some(({ path }) => /^\/assets\/[\w-]+\.js$/.test(path) && (path.startsWith('/assets/app-') || statSync(join(build.distDir, path)).size > 20_000));

  async function openHost(): Promise<Frame> {
    // The host's play() is a message, not a click inside the player: the page's own policy decides.
    browser = await launchChromium({ autoplay: true });
    cdn.requests.length = 0;
    await browser.page.goto(`${host.url}/`);
    await waitFor(async () => browser!.page.frames().some((f) => f.url().startsWith(`${cdn.url}/${SID}/`)), { what: 'the player frame' });
    await waitFor(async () => (await seen()).some((e) => e.type === 'ready'), { what: 'the player to say it is ready' });
    return browser.page.frames().find((f) => f.url().startsWith(`${cdn.url}/${SID}/`))!;
  }

  test('before any interaction: ready once, the frame sized to the painted player, no app fetched', async () => {
    const frame = await openHost();
    await waitFor(async () => (await browser!.page.evaluate(() => document.querySelector('iframe')!.getBoundingClientRect().height)) === 300, {
      what: "the iframe to take the player's 300 px",
    });
    // Quiet for a while: nothing more is fetched, nothing more is said.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(appFetched()).toBe(false);
    expect(await frame.evaluate(() => document.getElementById('app')!.dataset.app)).toBeUndefined();
    expect((await seen()).filter((e) => e.type === 'ready')).toEqual([{ type: 'ready', state: 'stopped', height: 300 }]);
    expect(browser!.pageErrors).toEqual([]);
  });

  test("the host page's play() brings the app and plays the stream; stop() stops it; ready stays once", async () => {
    const frame = await openHost();
    expect(appFetched()).toBe(false);
    await browser!.page.evaluate((sid) => (window as unknown as { RadioEmbed: { get(id: number): { play(): void } } }).RadioEmbed.get(sid).play(), SID);
    await waitFor(async () => (await seen()).some((e) => e.type === 'state' && e.state === 'playing'), { what: 'a "playing" state event', timeoutMs: 20_000 });
    expect(appFetched()).toBe(true);
    await waitForPlayback(frame, { seconds: 1 });
    await browser!.page.evaluate((sid) => (window as unknown as { RadioEmbed: { get(id: number): { stop(): void } } }).RadioEmbed.get(sid).stop(), SID);
    await waitFor(async () => (await seen()).at(-1)?.state === 'stopped', { what: 'a "stopped" state event' });
    expect((await seen()).filter((e) => e.type === 'ready')).toHaveLength(1);
    expect(browser!.pageErrors).toEqual([]);
  });

  test('a stop() before anything plays brings no app', async () => {
    await openHost();
    await browser!.page.evaluate((sid) => (window as unknown as { RadioEmbed: { get(id: number): { stop(): void } } }).RadioEmbed.get(sid).stop(), SID);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(appFetched()).toBe(false);
  });
});

// A live HLS stream whose packager goes away, end to end (issue 3), in Chromium (native HLS) and
// in Firefox ESR (hls.js) side by side on one stream: the player says "Reconnecting…", retries
// with backoff without hammering the stream server, does not take the dead packager's last
// playlist for the station coming back, and plays the live stream again by itself once it is back.
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backoffDelay } from '../../runtime/actions/backoff';
import { launchChromium } from '../support/chromium';
import { launchFirefox } from '../support/firefox';
import { waitForPlayback, type ScriptPage } from '../support/media';
import type { PageLog } from '../support/page-log';
import { waitFor } from '../support/wait-for';
import { startHlsWorld, type HlsWorld } from './engine-world';

const PLAY = 'button[aria-label="Play"]';
const STOP = 'button[aria-label="Stop"]';
/** How long the packager stays down once both players say "Reconnecting…". */
const OUTAGE_MS = 5000;

interface Listener extends PageLog {
  name: string;
  page: ScriptPage & { goto(url: string): Promise<unknown>; click(selector: string): Promise<unknown> };
  /** Tells its requests to the stream server from the other browser's. */
  userAgent: RegExp;
  close(): Promise<void>;
}

/** The most reconnect attempts that can start within `ms` of a drop: every wait at its shortest. */
function mostAttemptsWithin(ms: number): number {
  let attempts = 0;
  let at = 0;
  while ((at += backoffDelay(attempts, () => 0)) <= ms) attempts++;
  return attempts;
}

describe('a live HLS stream whose packager goes away', () => {
  let world: HlsWorld;
  const listeners: Listener[] = [];

  beforeAll(async () => {
    world = await startHlsWorld((hls) => ({
      // Both drops below fall into one reconnect episode (the second comes within 30 s of the
      // first one's end): time enough for both on a busy machine.
      hls: { station: { sid: 9321, title: 'Drop HLS FM' }, data: { audioHls: hls }, ui: { maxConnect: 180 } },
    }));
  });

  afterAll(async () => {
    await Promise.all(listeners.map((listener) => listener.close()));
    await world?.close();
  });

  const status = (listener: Listener) =>
    listener.page.evaluate(`document.querySelector('[role="status"]').textContent`) as Promise<string>;
  const requestsOf = (listener: Listener, from: number) =>
    world.hlsServer.requests.slice(from).filter((request) => listener.userAgent.test(request.headers['user-agent'] ?? ''));
  const shows = (listener: Listener, selector: string) =>
    waitFor(() => listener.page.evaluate(`!!document.querySelector('${selector}')`), { what: `${listener.name}: ${selector}` });

  async function listen(name: 'Chromium' | 'Firefox'): Promise<Listener> {
    const session = name === 'Chromium' ? await launchChromium() : await launchFirefox();
    const listener: Listener = {
      name,
      page: session.page as Listener['page'],
      pageErrors: session.pageErrors,
      consoleMessages: session.consoleMessages,
      userAgent: name === 'Chromium' ? /Chrome\// : /Firefox\//,
      close: () => session.close(),
    };
    listeners.push(listener);
    await listener.page.goto(world.stations.hls!.pageUrl);
    await shows(listener, PLAY);
    // Headless Firefox has no audio output for Media Source playback without a sound device (see
    // engine-firefox.test.ts): capturing the element's output gives it a real-time clock. It
    // stays on the element across the reconnects.
    if (name === 'Firefox') await listener.page.evaluate(`window.capture = document.querySelector('audio').mozCaptureStream()`);
    await listener.page.click(PLAY);
    await waitForPlayback(listener.page, { seconds: 2 });
    return listener;
  }

  /** Waits until the listener says "Reconnecting…"; returns when, and where its requests then stood. */
  async function reconnecting(listener: Listener, timeoutMs: number) {
    await waitFor(async () => (await status(listener)) === 'Reconnecting…', { timeoutMs, what: `${listener.name}: "Reconnecting…"` });
    return { at: Date.now(), from: world.hlsServer.requests.length };
  }

  /** The packager is back: each plays the live stream again by itself — segments written since. */
  async function backOnAir(both: Listener[], lastPlaylist: Set<string>) {
    const from = world.hlsServer.requests.length;
    await world.hls.start(); // the playlist goes on, after a discontinuity
    await Promise.all(
      both.map(async (listener) => {
        await waitFor(
          () =>
            requestsOf(listener, from).some((request) => request.path.endsWith('.ts') && !lastPlaylist.has(request.path.slice(1))),
          { timeoutMs: 30_000, what: `${listener.name}: a segment written after the restart` },
        );
        await waitForPlayback(listener.page, { seconds: 1 });
        await waitFor(async () => (await status(listener)) === '', { what: `${listener.name}: the status cleared` });
        await shows(listener, STOP);
        expect(listener.pageErrors, `${listener.name}: page errors`).toEqual([]);
      }),
    );
  }

  it('stopped (its playlist closed): "Reconnecting…" until it is back, retries within the backoff, then plays with no click', async () => {
    const both = await Promise.all([listen('Chromium'), listen('Firefox')]);

    await world.hls.stop(); // a packager that stops closes its playlist (#EXT-X-ENDLIST)
    const lastPlaylist = new Set(await world.hls.segments());
    // Each plays out what the playlist still has (up to 12 s), then says so.
    const drops = await Promise.all(both.map((listener) => reconnecting(listener, 30_000)));

    // While the packager is down every retry fails: "Reconnecting…" stays — the closed playlist
    // replayed from its start would clear it — and the retries follow the backoff.
    const downUntil = Date.now() + OUTAGE_MS;
    while (Date.now() < downUntil) {
      for (const listener of both) expect(`${listener.name}: ${await status(listener)}`).toBe(`${listener.name}: Reconnecting…`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    const restartAt = Date.now();
    both.forEach((listener, i) => {
      const retries = requestsOf(listener, drops[i]!.from).filter((request) => request.path === '/live.m3u8').length;
      // One playlist request per attempt, at most as many attempts as the shortest waits allow
      // (the drop was seen up to a poll and a page evaluation late: a second of slack), and more
      // than one: it keeps trying.
      const most = mostAttemptsWithin(restartAt - drops[i]!.at + 1000);
      expect(retries, `${listener.name}: playlist requests while down`).toBeLessThanOrEqual(most);
      expect(retries, `${listener.name}: playlist requests while down`).toBeGreaterThanOrEqual(2);
    });

    await backOnAir(both, lastPlaylist);
  });

  it('crashed (its playlist frozen, open): "Reconnecting…" — hls.js does not loop the last seconds — then plays again', async () => {
    expect(listeners).toHaveLength(2); // both still playing after the first drop
    await world.hls.stop();
    // A packager that crashes closes nothing: its last playlist stays open, as if more were coming.
    const playlist = join(world.hls.dir, world.hls.playlistName);
    await writeFile(playlist, (await readFile(playlist, 'utf8')).replace('#EXT-X-ENDLIST\n', ''));
    const lastPlaylist = new Set(await world.hls.segments());
    // Chromium stalls at the end of its buffer (the engine's 8 s stall watch); hls.js, left alone,
    // would seek back to its live sync point at the end of the buffer again and again.
    await Promise.all(listeners.map((listener) => reconnecting(listener, 30_000)));

    await backOnAir(listeners, lastPlaylist);
  });
});

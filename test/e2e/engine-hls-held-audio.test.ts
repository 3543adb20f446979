// Chromium's own HLS player, left to itself, keeps every second it has played when a station's
// segments are short (2 s): a tab left playing grows for hours. With the default hlsPlayer
// ("auto") the player sees it and plays on through hls.js, once, without a stop; the device then
// starts that stream with hls.js (and the track line shows the stream's ID3 tags, which
// Chromium's own player hides). A stream whose native player trims (6 s segments) stays native.
// Real parts: ffmpeg-made live HLS on loopback, stations built by the real CLI, Debian's Chromium.
import { setTimeout } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HELD_AUDIO_LIMIT_S, HELD_AUDIO_PREFETCH_S } from '../../runtime/engine/held-audio';
import { launchChromium, type ChromiumSession } from '../support/chromium';
import { waitForPlayback } from '../support/media';
import { hlsChunkRequests, startHlsWorld, type HlsWorld } from './engine-world';

// The short-segment stream names its track in ID3 tags, which Chromium's own player does not show.
const TRACK = { artist: 'Held Artist', title: 'Held Title' };

interface Listening {
  src: string;
  /** Seconds already played that the element still holds (as the engine computes it). */
  held: number;
  playShown: boolean;
  reconnecting: boolean;
  /** The track line. */
  track: string;
  /** The longest wait between two timeupdates that moved the position, since `trackGaps`. */
  longestGapMs: number;
}

// Installed once audio plays (a page.evaluate counts as a user gesture in Playwright: none may
// run before the Play click has done its work). Audio moves the position by a fraction of a second
// per timeupdate; a jump (hls.js joining on its own timeline) only resets the reference, so the
// gap runs from the last tick of the native player to the first tick of hls.js's audio.
const TRACK_GAPS = `(() => {
  const media = document.querySelector('audio');
  let last = performance.now();
  let position = media.currentTime;
  window.__longestGapMs = 0;
  media.addEventListener('timeupdate', () => {
    const moved = media.currentTime - position;
    position = media.currentTime;
    if (media.paused || moved <= 0 || moved >= 1) return;
    const now = performance.now();
    window.__longestGapMs = Math.max(window.__longestGapMs, now - last);
    last = now;
  });
})()`;

const READ_LISTENING = `(() => {
  const media = document.querySelector('audio');
  let held = 0;
  for (let i = 0; i < media.buffered.length; i++) {
    if (media.buffered.start(i) <= media.currentTime && media.currentTime <= media.buffered.end(i)) {
      held = media.currentTime - media.buffered.start(i);
    }
  }
  return {
    // The element's stream: currentSrc, as the first paint's early stream, which the engine adopts, has no src attribute.
    src: media.currentSrc || media.src,
    held,
    playShown: !!document.querySelector('button[aria-label="Play"]'),
    reconnecting: document.body.innerText.includes('Reconnecting'),
    track: document.querySelector('.re-track')?.textContent ?? '',
    longestGapMs: window.__longestGapMs ?? 0,
  };
})()`;

const read = async (session: ChromiumSession) => (await session.page.evaluate(READ_LISTENING)) as Listening;

/** Reads the station's page every half second for `ms`, or until `until` says so. */
async function listen(session: ChromiumSession, ms: number, until: (now: Listening) => boolean = () => false) {
  const samples: Listening[] = [];
  for (const end = Date.now() + ms; Date.now() < end; await setTimeout(500)) {
    samples.push(await read(session));
    if (until(samples.at(-1)!)) break;
  }
  return samples;
}

async function playStation(session: ChromiumSession, pageUrl: string) {
  await session.page.goto(pageUrl);
  await session.page.getByRole('button', { name: 'Play', exact: true }).click();
  await waitForPlayback(session.page, { seconds: 1 });
  await session.page.evaluate(TRACK_GAPS);
}

describe.concurrent('Chromium\'s own HLS player and the audio it keeps', () => {
  let short: HlsWorld;
  let long: HlsWorld;
  const browsers: ChromiumSession[] = [];

  beforeAll(async () => {
    [short, long] = await Promise.all([
      startHlsWorld((hls) => ({ station: { station: { sid: 9311, title: 'Short Segments FM' }, data: { audioHls: hls } } }), {
        id3: TRACK,
      }),
      startHlsWorld(
        (hls) => ({ station: { station: { sid: 9312, title: 'Long Segments FM' }, data: { audioHls: hls } } }),
        { segmentSeconds: 6 },
      ),
    ]);
  }, 60_000);

  afterAll(async () => {
    await Promise.all(browsers.map((browser) => browser.close()));
    await Promise.all([short?.close(), long?.close()]);
  });

  it('2 s segments: it keeps everything, so the player plays on through hls.js — once, with no stop — and remembers it', async () => {
    const browser = await launchChromium();
    browsers.push(browser);
    const { server, pageUrl } = short.stations.station!;
    await playStation(browser, pageUrl);
    expect((await read(browser)).src).toContain('/live.m3u8?');

    // Native, it holds every second played; past the limit the player moves to hls.js.
    const samples = await listen(browser, (HELD_AUDIO_LIMIT_S + 20) * 1000, (now) => now.src.startsWith('blob:'));
    const native = samples.filter((sample) => !sample.src.startsWith('blob:'));
    expect(samples.at(-1)?.src).toMatch(/^blob:/);
    expect(Math.max(...native.map((sample) => sample.held))).toBeGreaterThan(HELD_AUDIO_LIMIT_S - 1);
    expect(hlsChunkRequests(server)).toHaveLength(1);
    // Natively the track line stayed empty; through hls.js it shows the stream's ID3 track.
    for (const sample of native) expect(sample.track).toBe('');
    const after = await listen(browser, 12_000);
    expect(after.at(-1)?.track).toBe(`${TRACK.title} - ${TRACK.artist}`);
    // The listener saw no Play and no "Reconnecting…", and heard a short gap only.
    for (const sample of [...samples, ...after]) expect(sample).toMatchObject({ playShown: false, reconnecting: false });
    await waitForPlayback(browser.page, { seconds: 2 });
    const last = await read(browser);
    expect(last.longestGapMs).toBeLessThan(1500);
    // hls.js lets go of what it played (its back buffer: 10 s).
    expect(last.held).toBeLessThan(15);

    // The next visit on this device starts with hls.js: no native half minute, no gap.
    await playStation(browser, pageUrl);
    expect((await read(browser)).src).toMatch(/^blob:/);
    expect(browser.pageErrors).toEqual([]);
  }, 120_000);

  it('6 s segments: it trims what it played, and stays the player; hls.js is never fetched', async () => {
    const browser = await launchChromium();
    browsers.push(browser);
    const { server, pageUrl } = long.stations.station!;
    await playStation(browser, pageUrl);
    const samples = await listen(browser, (HELD_AUDIO_LIMIT_S + 15) * 1000);
    for (const sample of samples) expect(sample).toMatchObject({ src: expect.stringContaining('/live.m3u8?'), playShown: false });
    // Measured 12 to 17 s: below the point where the player even fetches hls.js.
    expect(Math.max(...samples.map((sample) => sample.held))).toBeLessThan(HELD_AUDIO_PREFETCH_S);
    await waitForPlayback(browser.page, { seconds: 1 });
    expect(hlsChunkRequests(server)).toEqual([]);
    expect(browser.pageErrors).toEqual([]);
  }, 120_000);
});

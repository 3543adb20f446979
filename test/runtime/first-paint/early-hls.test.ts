// @vitest-environment happy-dom
// A cold click's early stream where hls.js plays the HLS (Firefox; issue 29): the first paint
// fetches the engine's own hls.js in the click's chunk and starts it on the painted element
// (first-paint/early-stream.ts), and the app, waiting for it to be heard, comes after; the engine
// adopts it (test/runtime/engine/engine-hls.test.ts). Here, the first paint's side: what it starts,
// when a second click stops it, and what the app's wait does when hls.js does not come.
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { paintedPlayer } from './painted-player';

const HLS_BASE = 'https://stream.example/live.m3u8?sid=1&';
const transport = '../../../runtime/engine/hls-transport';
const steps = vi.hoisted(() => ({ log: [] as string[], handle: { close: () => {} } }));

/** hls.js's start, recorded; the element's play() too, so their order shows. */
function standIn() {
  steps.handle = { close: vi.fn(() => void steps.log.push('close')) };
  return {
    startEarlyHls: (_media: HTMLMediaElement, url: string) => (steps.log.push(`hls.js ${url}`), steps.handle),
  };
}

/** A painted Firefox player (no HLS of its own) for an HLS station, its play() and load() recorded. */
const painted = ({ refused = false } = {}) =>
  paintedPlayer({
    hls: 'auto',
    play: () => (steps.log.push('play'), refused ? Promise.reject(new DOMException('no activation', 'NotAllowedError')) : Promise.resolve()),
    load: () => void steps.log.push('load'),
  });

/** Whether the promise has settled after the chunks' imports and their answers. */
async function settled(promise: Promise<unknown>): Promise<boolean> {
  let done = false;
  void promise.then(() => (done = true));
  await new Promise((resolve) => setTimeout(resolve, 20));
  return done;
}

const earlyUrl = (audio: HTMLAudioElement) => (audio as unknown as Record<string, string>).reEarlyStream;

beforeEach(() => void (steps.log.length = 0));
afterEach(() => {
  vi.doUnmock(transport);
  vi.resetModules();
  document.body.replaceChildren();
});

describe("the early stream through hls.js (Firefox's cold click on an HLS station)", () => {
  test('hls.js starts on the element with the early URL, then play(); the app waits for its clock to move', async () => {
    vi.doMock(transport, standIn);
    const { earlyStreamAsAsked } = await import('../../../runtime/first-paint/early-stream');
    const { root, audio, clock } = painted();
    const heard = earlyStreamAsAsked(root, audio, HLS_BASE, () => true);
    const url = earlyUrl(audio);
    expect(url).toMatch(/^https:\/\/stream\.example\/live\.m3u8\?sid=1&source=v7player&user-id=[\w-]+&us_privacy=1---&gdpr=1$/);
    // Not the element's own `src`: it cannot play HLS.
    expect(audio.getAttribute('src')).toBeNull();
    expect(await settled(heard)).toBe(false);
    expect(steps.log).toEqual([`hls.js ${url}`, 'play']);
    audio.dispatchEvent(new Event('playing'));
    clock.currentTime = 0.05;
    audio.dispatchEvent(new Event('timeupdate'));
    expect(await settled(heard)).toBe(true);
  });

  test('a second click (Stop) before hls.js came: it never starts; after: it ends, the element reset', async () => {
    vi.doMock(transport, standIn);
    const { earlyStreamAsAsked } = await import('../../../runtime/first-paint/early-stream');
    const before = painted();
    const heard = earlyStreamAsAsked(before.root, before.audio, HLS_BASE, () => true);
    await earlyStreamAsAsked(before.root, before.audio, HLS_BASE, () => false);
    expect(await settled(heard)).toBe(true);
    expect(steps.log).toEqual(['load']);

    const after = painted();
    void earlyStreamAsAsked(after.root, after.audio, HLS_BASE, () => true);
    await settled(Promise.resolve());
    steps.log.length = 0;
    await earlyStreamAsAsked(after.root, after.audio, HLS_BASE, () => false);
    expect(steps.log).toEqual(['close', 'load']);
    expect(earlyUrl(after.audio)).toBeUndefined();
  });

  test('hls.js did not come (the network gone): no early stream is left, and the app comes at once', async () => {
    vi.doMock(transport, () => {
      throw new Error('error loading dynamically imported module');
    });
    const { earlyStreamAsAsked } = await import('../../../runtime/first-paint/early-stream');
    const { root, audio } = painted();
    const heard = earlyStreamAsAsked(root, audio, HLS_BASE, () => true);
    expect(await settled(heard)).toBe(true);
    expect(earlyUrl(audio)).toBeUndefined();
    expect(steps.log).not.toContain('play');
  });

  test('its play() refused (no activation left): the app comes at once, not after the bound', async () => {
    vi.doMock(transport, standIn);
    const { earlyStreamAsAsked } = await import('../../../runtime/first-paint/early-stream');
    const { root, audio } = painted({ refused: true });
    expect(await settled(earlyStreamAsAsked(root, audio, HLS_BASE, () => true))).toBe(true);
  });
});

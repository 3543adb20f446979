// @vitest-environment happy-dom
// A cold click's early stream is heard before the app comes (first-paint/held-input.ts
// earlyHeard, early-stream.ts earlyStreamAsAsked): runtime/main.ts starts the app once the
// stream's clock has moved, or it stopped or failed, or it never started, or after
// HEARD_BOUND_MS, so that the stream's start has the main thread to itself (docs/architecture.md).
import { afterEach, describe, expect, test, vi } from 'vitest';
import { earlyStreamAsAsked, HEARD_BOUND_MS } from '../../../runtime/first-paint/early-stream';
import { holdInput } from '../../../runtime/first-paint/held-input';
import { paintedPlayer } from './painted-player';

// hls.js, where it plays a cold click's HLS (test/runtime/first-paint/early-hls.test.ts): a stand-in.
vi.mock('../../../runtime/engine/hls-transport', () => ({ startEarlyHls: () => ({ close() {}, adopt: () => () => {} }) }));

const STREAM = 'https://stream.example/live.mp3?sid=1&';

const painted = paintedPlayer;

/** Whether the promise has settled by now (after pending microtasks). */
async function settled(promise: Promise<unknown>): Promise<boolean> {
  let done = false;
  void promise.then(() => (done = true));
  await Promise.resolve();
  await Promise.resolve();
  return done;
}

afterEach(() => {
  vi.useRealTimers();
  document.body.replaceChildren();
});

describe('the early stream, heard', () => {
  test('resolves once its clock has moved, not on a timeupdate still at 0', async () => {
    const { root, audio, clock } = painted();
    const heard = earlyStreamAsAsked(root, audio, STREAM, () => true);
    audio.dispatchEvent(new Event('playing'));
    audio.dispatchEvent(new Event('timeupdate'));
    expect(await settled(heard)).toBe(false);
    clock.currentTime = 0.06;
    audio.dispatchEvent(new Event('timeupdate'));
    expect(await settled(heard)).toBe(true);
  });

  test("not on a live HLS stream's seek to its live edge before a sound: only once the clock moved past where it started playing", async () => {
    const { root, audio, clock } = painted();
    const heard = earlyStreamAsAsked(root, audio, STREAM, () => true);
    // hls.js (Firefox) seeks to the live edge first: a timeupdate at 6 s, then `playing` there.
    clock.currentTime = 6.008;
    audio.dispatchEvent(new Event('timeupdate'));
    audio.dispatchEvent(new Event('playing'));
    audio.dispatchEvent(new Event('timeupdate'));
    expect(await settled(heard)).toBe(false);
    clock.currentTime = 6.25;
    audio.dispatchEvent(new Event('timeupdate'));
    expect(await settled(heard)).toBe(true);
  });

  test('resolves once it failed, or stopped', async () => {
    for (const type of ['error', 'pause', 'emptied']) {
      const { root, audio } = painted();
      const heard = earlyStreamAsAsked(root, audio, STREAM, () => true);
      expect(await settled(heard)).toBe(false);
      audio.dispatchEvent(new Event(type));
      expect(await settled(heard), type).toBe(true);
    }
  });

  test(`resolves after ${HEARD_BOUND_MS} ms however it goes`, async () => {
    vi.useFakeTimers();
    const { root, audio } = painted();
    const heard = earlyStreamAsAsked(root, audio, STREAM, () => true);
    await vi.advanceTimersByTimeAsync(HEARD_BOUND_MS - 1);
    expect(await settled(heard)).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await settled(heard)).toBe(true);
  });

  test('resolves at once where no early stream starts: the app has rendered, or its play() was refused', async () => {
    const rendered = painted();
    rendered.root.dataset.app = 'ready';
    expect(await settled(earlyStreamAsAsked(rendered.root, rendered.audio, STREAM, () => true))).toBe(true);
    // No activation left (a page that forbids autoplay): nothing to hear, so no wait for the bound.
    const refused = painted();
    refused.audio.play = () => Promise.reject(new DOMException('no activation', 'NotAllowedError'));
    const heard = earlyStreamAsAsked(refused.root, refused.audio, STREAM, () => true);
    await Promise.resolve();
    expect(await settled(heard)).toBe(true);
  });
});

describe("the held input's word on the early stream", () => {
  const click = (root: HTMLElement, label: string) => root.querySelector<HTMLButtonElement>(`[aria-label="${label}"]`)!.click();

  test('none before a click on Play, nor after a click on another control', () => {
    const { root } = painted();
    const held = holdInput(root, document, STREAM);
    expect(held.earlyHeard()).toBeUndefined();
    click(root, 'Mute');
    expect(held.earlyHeard()).toBeUndefined();
  });

  test('a cold click on Play: a promise the app waits for', () => {
    const { root } = painted();
    const held = holdInput(root, document, STREAM);
    click(root, 'Play');
    expect(held.earlyHeard()).toBeInstanceOf(Promise);
  });

  test('none where the page names no early stream: the app comes at once', () => {
    const plain = painted();
    const noStream = holdInput(plain.root, document, false);
    click(plain.root, 'Play');
    expect(noStream.earlyHeard()).toBeUndefined();
  });

  test('an HLS station: a promise whichever player plays it (Firefox: hls.js, started early too; Chromium: its own)', () => {
    for (const canPlayHls of [false, true]) {
      const { root } = painted({ hls: 'auto', canPlayHls });
      const held = holdInput(root, document, 'https://stream.example/live.m3u8?');
      click(root, 'Play');
      expect(held.earlyHeard(), `native HLS: ${canPlayHls}`).toBeInstanceOf(Promise);
    }
  });
});

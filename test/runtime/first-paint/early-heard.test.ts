// @vitest-environment happy-dom
// A cold click's early stream is heard before the app comes (first-paint/held-input.ts
// earlyHeard, early-stream.ts earlyStreamAsAsked): runtime/main.ts starts the app once the
// stream's clock has moved, or it stopped or failed, or it never started, or after
// HEARD_BOUND_MS, so that the stream's start has the main thread to itself (docs/architecture.md).
import { afterEach, describe, expect, test, vi } from 'vitest';
import { earlyStreamAsAsked, HEARD_BOUND_MS } from '../../../runtime/first-paint/early-stream';
import { holdInput } from '../../../runtime/first-paint/held-input';

const STREAM = 'https://stream.example/live.mp3?sid=1&';

/** A painted player with Play and its stream element; the element's clock as the browser reports it. */
function painted({ hls = '', canPlayHls = false } = {}) {
  const root = document.createElement('div');
  if (hls) root.dataset.hls = hls;
  root.innerHTML = '<button class="re-btn re-btn--play" aria-label="Play"></button><button class="re-btn" aria-label="Mute"></button><audio></audio>';
  document.body.append(root);
  const audio = root.querySelector('audio')!;
  audio.play = () => Promise.resolve();
  audio.load = () => undefined;
  audio.canPlayType = (type) => (type === 'application/vnd.apple.mpegurl' && canPlayHls ? 'maybe' : '');
  const clock = { currentTime: 0 };
  Object.defineProperty(audio, 'currentTime', { get: () => clock.currentTime });
  return { root, audio, clock };
}

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

  test('resolves at once where no early stream starts: the app has rendered, or hls.js plays the HLS', async () => {
    const rendered = painted();
    rendered.root.dataset.app = 'ready';
    expect(await settled(earlyStreamAsAsked(rendered.root, rendered.audio, STREAM, () => true))).toBe(true);
    const firefox = painted({ hls: 'auto', canPlayHls: false });
    expect(await settled(earlyStreamAsAsked(firefox.root, firefox.audio, 'https://stream.example/live.m3u8?', () => true))).toBe(true);
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

  test('none where the page names no early stream, or where hls.js will play its HLS (Firefox): the app comes at once', () => {
    const plain = painted();
    const noStream = holdInput(plain.root, document, false);
    click(plain.root, 'Play');
    expect(noStream.earlyHeard()).toBeUndefined();
    const firefox = painted({ hls: 'auto', canPlayHls: false });
    const held = holdInput(firefox.root, document, 'https://stream.example/live.m3u8?');
    click(firefox.root, 'Play');
    expect(held.earlyHeard()).toBeUndefined();
    const chromium = painted({ hls: 'auto', canPlayHls: true });
    const native = holdInput(chromium.root, document, 'https://stream.example/live.m3u8?');
    click(chromium.root, 'Play');
    expect(native.earlyHeard()).toBeInstanceOf(Promise);
  });
});

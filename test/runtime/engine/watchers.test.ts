// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createDownloadWatch } from '../../../runtime/engine/download-watch';
import { HELD_AUDIO_LIMIT_S } from '../../../runtime/engine/held-audio';
import { createHeldAudioWatch } from '../../../runtime/engine/held-audio-watch';
import { createPositionReport, TIME_POSITION_MS } from '../../../runtime/engine/position-report';
import { createStallWatch, STALL_TIMEOUT_MS } from '../../../runtime/engine/stall-watch';
import type { Watch } from '../../../runtime/engine/watch';

vi.mock('../../../runtime/engine/load-hls', () => ({ loadHls: vi.fn(async () => ({ hlsTransport: vi.fn() })) }));

// Each watcher alone on an element whose clock is the test's: it reports while started, and a
// stopped one reports nothing, whatever the element does next (the engine stops them on every
// disconnect and on destroy).
function element() {
  const media = document.createElement('audio');
  let currentTime = 0;
  Object.defineProperty(media, 'currentTime', { configurable: true, get: () => currentTime });
  // Holds everything from 0: a native HLS player that never trims.
  Object.defineProperty(media, 'buffered', { configurable: true, get: () => ({ length: 1, start: () => 0, end: () => currentTime + 4 }) });
  Object.defineProperty(media, 'duration', { configurable: true, get: () => Infinity });
  const tick = (seconds: number) => {
    currentTime += seconds;
    media.dispatchEvent(new Event('timeupdate'));
  };
  return { media, tick };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('the stall watch', () => {
  it(`reports a position that has not moved for ${STALL_TIMEOUT_MS / 1000} s, and is re-armed by progress`, () => {
    const { media, tick } = element();
    const onStall = vi.fn();
    createStallWatch(media, onStall).start();
    vi.advanceTimersByTime(STALL_TIMEOUT_MS - 1);
    tick(1);
    vi.advanceTimersByTime(STALL_TIMEOUT_MS - 1);
    expect(onStall).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onStall).toHaveBeenCalledOnce();
  });
});

describe('the position report', () => {
  it(`reports the latest position ${TIME_POSITION_MS} ms after an update`, () => {
    const { media, tick } = element();
    const report = vi.fn();
    createPositionReport(media, report).start();
    tick(0.2);
    tick(0.2);
    vi.advanceTimersByTime(TIME_POSITION_MS);
    expect(report).toHaveBeenCalledExactlyOnceWith({ duration: Infinity, position: 0.4 });
  });
});

describe('the held-audio watch', () => {
  it(`reports once a native player holds more than ${HELD_AUDIO_LIMIT_S} s already played, once`, () => {
    const { media, tick } = element();
    const onHoarding = vi.fn();
    createHeldAudioWatch(media, onHoarding).start();
    tick(HELD_AUDIO_LIMIT_S);
    expect(onHoarding).not.toHaveBeenCalled();
    tick(1);
    tick(1);
    expect(onHoarding).toHaveBeenCalledOnce();
  });
});

describe('every watcher, once stopped, reports nothing', () => {
  const watchers: [string, (media: HTMLMediaElement, report: () => void) => Watch][] = [
    ['stall', createStallWatch],
    ['position', createPositionReport],
    ['held audio', createHeldAudioWatch],
    ['download', createDownloadWatch],
  ];
  it.each(watchers)('%s', (_, create) => {
    const { media, tick } = element();
    const report = vi.fn();
    const watch = create(media, report);
    watch.start();
    watch.stop();
    for (let i = 0; i < 4 * HELD_AUDIO_LIMIT_S; i++) tick(i % 2 ? 1 : 0);
    vi.advanceTimersByTime(10 * STALL_TIMEOUT_MS);
    expect(report).not.toHaveBeenCalled();
    watch.stop(); // again: harmless
  });
});

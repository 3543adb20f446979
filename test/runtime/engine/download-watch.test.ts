import { afterEach, describe, expect, it, vi } from 'vitest';
import { FILE_AHEAD_S, watchDownload } from '../../../runtime/engine/download-watch';

const STREAM = 'https://radio.example/live.mp3';

/** A stand-in for the browser's PerformanceObserver that the test feeds resource entries. */
function fakeResourceTiming() {
  const observers: ((entries: object[]) => void)[] = [];
  class FakeObserver {
    static supportedEntryTypes = ['resource'];
    constructor(private readonly callback: (list: { getEntries(): object[] }) => void) {}
    observe() {
      observers.push((entries) => this.callback({ getEntries: () => entries }));
    }
    disconnect() {
      observers.length = 0;
    }
  }
  vi.stubGlobal('PerformanceObserver', FakeObserver);
  return { ended: (name: string, responseEnd = performance.now()) => observers.forEach((notify) => notify([{ name, responseEnd }])) };
}

const media = (held: () => number, duration = Infinity, currentTime = 0) =>
  ({ currentSrc: STREAM, duration, currentTime, buffered: { length: 1, end: held } }) as unknown as HTMLMediaElement;

describe('watchDownload: a live progressive stream whose connection ended', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('reports at once when the stream download ends (Resource Timing), once', () => {
    const timing = fakeResourceTiming();
    const onStall = vi.fn();
    watchDownload(media(() => 10), onStall);
    timing.ended('https://radio.example/cover.jpg');
    expect(onStall).not.toHaveBeenCalled();
    timing.ended(STREAM);
    expect(onStall).toHaveBeenCalledTimes(1);
    timing.ended(STREAM);
    expect(onStall).toHaveBeenCalledTimes(1);
  });

  it('ignores an earlier connection to the same URL that ended before the watch began', () => {
    const timing = fakeResourceTiming();
    const onStall = vi.fn();
    watchDownload(media(() => 10), onStall);
    timing.ended(STREAM, performance.now() - 500);
    expect(onStall).not.toHaveBeenCalled();
  });

  it('reports a download that stops growing for 3 s (a server that hangs without closing)', () => {
    vi.useFakeTimers();
    fakeResourceTiming();
    let held = 10;
    const onStall = vi.fn();
    const stop = watchDownload(media(() => held), onStall);
    vi.advanceTimersByTime(2_000);
    held = 11;
    vi.advanceTimersByTime(2_900);
    expect(onStall).not.toHaveBeenCalled();
    vi.advanceTimersByTime(500);
    expect(onStall).toHaveBeenCalledTimes(1);
    stop();
  });

  it('watches a live stream whose duration is only what is held (Firefox)', () => {
    const timing = fakeResourceTiming();
    const onStall = vi.fn();
    watchDownload(media(() => 7.4, 7.4), onStall);
    timing.ended(STREAM);
    expect(onStall).toHaveBeenCalledTimes(1);
  });

  it('does not watch a file (a duration beyond what is held): its download ending is no drop', () => {
    vi.useFakeTimers();
    const timing = fakeResourceTiming();
    const onStall = vi.fn();
    watchDownload(media(() => 109, 600), onStall);
    timing.ended(STREAM);
    vi.advanceTimersByTime(10_000);
    expect(onStall).not.toHaveBeenCalled();
  });

  it(`does not watch a file held whole at once (more than ${FILE_AHEAD_S} s ahead of what plays): its download has ended, and nothing more comes`, () => {
    vi.useFakeTimers();
    const timing = fakeResourceTiming();
    const onStall = vi.fn();
    watchDownload(media(() => 600, 600, 0.2), onStall);
    timing.ended(STREAM);
    vi.advanceTimersByTime(10_000);
    expect(onStall).not.toHaveBeenCalled();
  });

  it(`watches a live stream whose server sent a burst (Firefox: ${FILE_AHEAD_S} s or less held ahead, the duration what is held)`, () => {
    vi.useFakeTimers();
    fakeResourceTiming();
    const onStall = vi.fn();
    watchDownload(media(() => 16.4, 16.4, 0.2), onStall);
    vi.advanceTimersByTime(3_500);
    expect(onStall).toHaveBeenCalledTimes(1);
  });

  it('does nothing after it is stopped', () => {
    const timing = fakeResourceTiming();
    const onStall = vi.fn();
    watchDownload(media(() => 10), onStall)();
    timing.ended(STREAM);
    expect(onStall).not.toHaveBeenCalled();
  });
});

import { describe, expect, it } from 'vitest';
import { liveDelayMs, type MediaTiming } from '../../../../runtime/features/metadata/sync/live-delay';

const ranges = (...spans: [number, number][]): TimeRanges => ({
  length: spans.length,
  start: (i: number) => spans[i]![0],
  end: (i: number) => spans[i]![1],
});
const media = (over: Partial<MediaTiming>): MediaTiming => ({
  currentTime: 0,
  paused: false,
  readyState: 4,
  buffered: ranges(),
  seekable: ranges(),
  ...over,
});

describe('liveDelayMs', () => {
  it('is 0 without an element, while paused or stopped, and before there is data', () => {
    expect(liveDelayMs(null)).toBe(0);
    expect(liveDelayMs(media({ paused: true, currentTime: 1, buffered: ranges([0, 9]) }))).toBe(0);
    expect(liveDelayMs(media({ readyState: 1, buffered: ranges([0, 9]) }))).toBe(0);
  });

  it('Icecast: the audio received but not yet heard (burst included)', () => {
    // 4 s of burst + 10 s since the connection, 9.5 s heard: 4.5 s behind the server.
    expect(liveDelayMs(media({ currentTime: 9.5, buffered: ranges([0, 14]) }))).toBe(4500);
  });

  it('HLS: the distance to the live playlist edge', () => {
    expect(liveDelayMs(media({ currentTime: 100, buffered: ranges([90, 108]), seekable: ranges([70, 112]) }))).toBe(12_000);
  });

  it("ignores an endless seekable range (Chromium's, for a live MP3: measured)", () => {
    expect(liveDelayMs(media({ currentTime: 26.4, buffered: ranges([0, 28.6]), seekable: ranges([0, Infinity]) }))).toBe(2200);
  });

  it('is never negative', () => {
    expect(liveDelayMs(media({ currentTime: 20, buffered: ranges([0, 10]) }))).toBe(0);
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createProgressTracker } from '../../../../runtime/features/tracking/progress/progress-tracker';
import { recordingLog } from '../support/recording-log';

const T0 = Date.UTC(2025, 8, 19, 12, 0, 0); // 1758283200 s

describe('ProgressTracker', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(T0);
  });
  afterEach(() => vi.useRealTimers());

  const track = (isPlaying?: () => boolean, intervalMs?: number) => {
    const tracker = createProgressTracker({ isPlaying, intervalMs, log: recordingLog() });
    const events: string[] = [];
    tracker.events.on('ANY', ({ type, payload }) => events.push(`${type}@${(payload as { time: number }).time}`));
    return { tracker, events };
  };

  it('reports started + one progress, progress per tick, then stopped, with unix-second times', () => {
    let playing = false;
    const { tracker, events } = track(() => playing);
    tracker.start();
    vi.advanceTimersByTime(1000); // not playing → not playing: nothing
    expect(events).toEqual([]);
    playing = true;
    vi.advanceTimersByTime(1000);
    expect(events).toEqual(['STARTED@1758283202', 'PROGRESS@1758283202']);
    vi.advanceTimersByTime(2000);
    expect(events.slice(2)).toEqual(['PROGRESS@1758283203', 'PROGRESS@1758283204']);
    playing = false;
    vi.advanceTimersByTime(1000);
    expect(events.slice(4)).toEqual(['STOPPED@1758283205']);
    vi.advanceTimersByTime(3000);
    expect(events).toHaveLength(5);
    expect(tracker.playing).toBe(false);
    tracker.destroy();
  });

  it('is off when no play-state check is supplied', () => {
    const { tracker, events } = track(undefined);
    expect(tracker.enabled).toBe(false);
    expect(tracker.start()).toBe(false);
    vi.advanceTimersByTime(10_000);
    expect(events).toEqual([]);
  });

  it.each([-1, Number.NaN, undefined])('interval %s falls back to 1000 ms', (interval) => {
    const { tracker, events } = track(() => true, interval);
    expect(tracker.intervalMs).toBe(1000);
    tracker.start();
    vi.advanceTimersByTime(999);
    expect(events).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(events).toHaveLength(2);
    tracker.destroy();
  });

  it('accepts any interval of at least 0', () => {
    const { tracker, events } = track(() => true, 250);
    expect(tracker.intervalMs).toBe(250);
    tracker.start();
    vi.advanceTimersByTime(500);
    expect(events.map((e) => e.split('@')[0])).toEqual(['STARTED', 'PROGRESS', 'PROGRESS']);
    expect(track(() => true, 0).tracker.intervalMs).toBe(0);
    tracker.destroy();
  });

  it('stopping while playing closes the session with STOPPED', () => {
    const { tracker, events } = track(() => true);
    tracker.start();
    vi.advanceTimersByTime(1000);
    tracker.stop();
    expect(events.at(-1)).toBe('STOPPED@1758283201');
    vi.advanceTimersByTime(5000);
    expect(events).toHaveLength(3);
  });
});

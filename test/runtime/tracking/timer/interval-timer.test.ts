import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createIntervalTimer, TimerState, type IntervalTimerOptions } from '../../../../runtime/features/tracking/timer/interval-timer';
import { recordingLog } from '../support/recording-log';

describe('IntervalTimer', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const timer = (options: Partial<IntervalTimerOptions> = {}) => {
    const callback = vi.fn();
    const t = createIntervalTimer({ callback, intervalMs: 100, log: recordingLog(), ...options });
    const events: string[] = [];
    t.events.on('ANY', ({ type }) => events.push(type));
    return { t, callback: (options.callback as typeof callback | undefined) ?? callback, events };
  };

  it("throws 'Callback function must be specified' without a callback", () => {
    expect(() => createIntervalTimer({} as never)).toThrow('Callback function must be specified');
    expect(() => createIntervalTimer({ callback: 'x' as never })).toThrow('Callback function must be specified');
  });

  it('calls back once per interval with the count, and stops', () => {
    const { t, callback, events } = timer();
    t.start();
    vi.advanceTimersByTime(350);
    expect(callback.mock.calls).toEqual([[1], [2], [3]]);
    t.stop();
    vi.advanceTimersByTime(500);
    expect(callback).toHaveBeenCalledTimes(3);
    expect(t.state).toBe(TimerState.STOPPED);
    expect(events).toEqual(['START', 'INTERVAL', 'INTERVAL', 'INTERVAL', 'STOP']);
  });

  it.each([0, -5, Number.NaN, undefined, '200' as unknown as number])('interval %s falls back to 1000 ms', (intervalMs) => {
    const { t, callback } = timer({ intervalMs });
    expect(t.intervalMs).toBe(1000);
    t.start();
    vi.advanceTimersByTime(999);
    expect(callback).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(callback).toHaveBeenCalledOnce();
  });

  it('stops by itself at the maximum interval count', () => {
    const { t, callback, events } = timer({ maxIntervals: 2 });
    t.start();
    vi.advanceTimersByTime(1000);
    expect(callback).toHaveBeenCalledTimes(2);
    expect(t.state).toBe(TimerState.STOPPED);
    expect(events).toEqual(['START', 'INTERVAL', 'INTERVAL', 'STOP']);
  });

  it.each([0, -1, 0.5, Number.NaN])('max count %s means unlimited', (maxIntervals) => {
    const { t, callback } = timer({ maxIntervals });
    expect(t.maxIntervals).toBe(0);
    t.start();
    vi.advanceTimersByTime(5000);
    expect(callback).toHaveBeenCalledTimes(50);
    expect(t.state).toBe(TimerState.RUNNING);
  });

  it('pause holds the count and resume continues it a full interval later', () => {
    const { t, callback, events } = timer();
    t.start();
    vi.advanceTimersByTime(150);
    expect(t.pause()).toBe(true);
    vi.advanceTimersByTime(1000);
    expect(callback).toHaveBeenCalledTimes(1);
    expect(t.resume()).toBe(true);
    vi.advanceTimersByTime(99);
    expect(callback).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(callback).toHaveBeenLastCalledWith(2);
    expect(events).toEqual(['START', 'INTERVAL', 'PAUSE', 'RESUME', 'INTERVAL']);
  });

  it('ignores pause and resume when not started or already in that state', () => {
    const { t, events } = timer();
    expect(t.pause()).toBe(false);
    expect(t.resume()).toBe(false);
    t.start();
    expect(t.resume()).toBe(false); // already running
    t.pause();
    expect(t.pause()).toBe(false); // already paused
    t.stop();
    expect(t.resume()).toBe(false);
    expect(t.start()).toBe(true);
    expect(t.start()).toBe(false);
    expect(events).toEqual(['START', 'PAUSE', 'STOP', 'START']);
  });

  it('restart counts from zero again', () => {
    const { t, callback, events } = timer({ maxIntervals: 3 });
    t.start();
    vi.advanceTimersByTime(250);
    t.restart();
    vi.advanceTimersByTime(300);
    expect(callback.mock.calls.map(([n]) => n)).toEqual([1, 2, 1, 2, 3]);
    expect(events).toEqual(['START', 'INTERVAL', 'INTERVAL', 'STOP', 'START', 'INTERVAL', 'INTERVAL', 'INTERVAL', 'STOP']);
  });

  it('a throwing callback is logged and the timer keeps going', () => {
    const log = recordingLog();
    const callback = vi.fn(() => {
      throw new Error('boom');
    });
    const t = createIntervalTimer({ callback, intervalMs: 100, log });
    t.start();
    vi.advanceTimersByTime(300);
    expect(callback).toHaveBeenCalledTimes(3);
    expect(log.error).toHaveBeenCalledWith('Timer callback failed', expect.any(Error));
    t.destroy();
  });
});

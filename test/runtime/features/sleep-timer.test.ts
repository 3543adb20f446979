// The sleep timer (issue 20 §3), on fake time: 15–90 minutes, a 10 s fade, then Stop (closing
// the connection) with the listener's volume put back.
import { map } from 'nanostores';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { createSleepTimer } from '../../../runtime/features/listening/sleep-timer/sleep-timer';
import { minuteMs } from '../../../runtime/features/listening/test-minute';

const MINUTE = 60_000;

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

function timer(state: Partial<{ playStream: boolean; muted: boolean; volume: number }> = {}, minute?: number) {
  const playback = map({ playStream: true, playing: true, muted: false, volume: 80, ...state });
  const request = {
    play: vi.fn(),
    stop: vi.fn(() => playback.setKey('playStream', false)),
    toggleMute: vi.fn(),
    setVolume: vi.fn((value: unknown) => playback.setKey('volume', Number(value))),
  };
  const left: (number | null)[] = [];
  const onFading = vi.fn();
  const sleep = createSleepTimer({ request, playback, onLeft: (m) => left.push(m), onFading, minuteMs: minute });
  return { sleep, request, playback, left, onFading };
}

describe('the sleep timer', () => {
  test('plays on for the chosen minutes less the fade, fades over 10 s, then stops and puts the volume back', () => {
    const { sleep, request, playback, onFading } = timer();
    sleep.set(15);
    vi.advanceTimersByTime(15 * MINUTE - 10_000 - 1);
    expect(request.setVolume).not.toHaveBeenCalled();
    expect(onFading).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onFading).toHaveBeenCalledOnce();
    vi.advanceTimersByTime(5_000);
    expect(request.stop).not.toHaveBeenCalled();
    expect(playback.get().volume).toBe(40);
    vi.advanceTimersByTime(5_000);
    expect(request.stop).toHaveBeenCalledOnce();
    // Falling all the way, then the listener's own volume again for the next Play.
    const volumes = request.setVolume.mock.calls.map(([v]) => v);
    expect(volumes.slice(0, -1)).toEqual([...volumes.slice(0, -1)].sort((a, b) => Number(b) - Number(a)));
    expect(volumes.at(-2)).toBeLessThanOrEqual(8);
    expect(volumes.at(-1)).toBe(80);
    expect(sleep.minutes).toBeNull();
  });

  test('shows the minutes left, rounded up, and null once off', () => {
    const { sleep, left } = timer();
    sleep.set(30);
    expect(left.at(-1)).toBe(30);
    vi.advanceTimersByTime(MINUTE + 1);
    expect(left.at(-1)).toBe(29);
    vi.advanceTimersByTime(30 * MINUTE);
    expect(left.at(-1)).toBeNull();
  });

  test('each length of the menu: 60 and 90 minutes too', () => {
    for (const minutes of [60, 90]) {
      const { sleep, request } = timer();
      sleep.set(minutes);
      vi.advanceTimersByTime(minutes * MINUTE - 1);
      expect(request.stop).not.toHaveBeenCalled();
      vi.advanceTimersByTime(1);
      expect(request.stop).toHaveBeenCalledOnce();
    }
  });

  test('off, or a new length, replaces the running timer', () => {
    const { sleep, request } = timer();
    sleep.set(15);
    sleep.set(30);
    vi.advanceTimersByTime(20 * MINUTE);
    expect(request.stop).not.toHaveBeenCalled();
    sleep.set(null);
    vi.advanceTimersByTime(60 * MINUTE);
    expect(request.stop).not.toHaveBeenCalled();
  });

  test('turned off during the fade, the volume comes back and it plays on', () => {
    const { sleep, request, playback } = timer();
    sleep.set(15);
    vi.advanceTimersByTime(15 * MINUTE - 5_000);
    expect(playback.get().volume).toBeLessThan(80);
    sleep.set(null);
    expect(playback.get().volume).toBe(80);
    vi.advanceTimersByTime(MINUTE);
    expect(request.stop).not.toHaveBeenCalled();
  });

  test('a Stop during the fade ends it there, the volume put back', () => {
    const { sleep, request, playback } = timer();
    sleep.set(15);
    vi.advanceTimersByTime(15 * MINUTE - 5_000);
    playback.setKey('playStream', false);
    vi.advanceTimersByTime(1_000);
    expect(request.stop).not.toHaveBeenCalled();
    expect(playback.get().volume).toBe(80);
    expect(sleep.minutes).toBeNull();
  });

  test('muted, it does not touch the volume (that would unmute): it just stops', () => {
    const { sleep, request } = timer({ muted: true });
    sleep.set(15);
    vi.advanceTimersByTime(15 * MINUTE);
    expect(request.setVolume).not.toHaveBeenCalled();
    expect(request.stop).toHaveBeenCalledOnce();
  });

  test('not playing when the time is up: nothing to stop', () => {
    const { sleep, request } = timer({ playStream: false });
    sleep.set(15);
    vi.advanceTimersByTime(15 * MINUTE);
    expect(request.stop).not.toHaveBeenCalled();
    expect(request.setVolume).not.toHaveBeenCalled();
  });

  test('a shorter test minute scales the timer and its fade', () => {
    const { sleep, request } = timer({}, 100);
    sleep.set(15);
    vi.advanceTimersByTime(1_400);
    expect(request.stop).not.toHaveBeenCalled();
    // 15 test minutes: 1.5 s, the fade's 20 steps rounded up to whole milliseconds.
    vi.advanceTimersByTime(150);
    expect(request.stop).toHaveBeenCalledOnce();
  });
});

describe('the test minute (minute_ms)', () => {
  test('60 000 ms unless the address asks for 10–59 999', () => {
    expect(minuteMs('')).toBe(60_000);
    expect(minuteMs('?minute_ms=200')).toBe(200);
    expect(minuteMs('?minute_ms=5')).toBe(60_000);
    expect(minuteMs('?minute_ms=abc')).toBe(60_000);
    expect(minuteMs('?minute_ms=600000')).toBe(60_000);
  });
});

// The hold-until-heard queue on fake timers: a polled track shows when the listener hears it.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { holdUntilHeard } from '../../../../runtime/features/metadata/sync/hold-until-heard';

let delay = 0;
const shown: string[] = [];
const setup = () =>
  holdUntilHeard(
    (artist, title, cover = '') => shown.push(`${artist} - ${title}${cover ? ` [${cover}]` : ''}`),
    () => delay,
  );

beforeEach(() => {
  vi.useFakeTimers();
  shown.length = 0;
  delay = 0;
});
afterEach(() => vi.useRealTimers());

describe('holdUntilHeard', () => {
  it('shows a track at once while nothing plays (no delay)', () => {
    setup().report('A', 'One');
    expect(shown).toEqual(['A - One']);
  });

  it('holds a new track for the delay behind the live edge, then shows it', () => {
    const { report } = setup();
    report('A', 'One');
    delay = 6000;
    report('B', 'Two');
    vi.advanceTimersByTime(5999);
    expect(shown).toEqual(['A - One']);
    vi.advanceTimersByTime(1);
    expect(shown).toEqual(['A - One', 'B - Two']);
  });

  it('measures the delay when the track is reported, not when it shows', () => {
    const { report } = setup();
    delay = 4000;
    report('B', 'Two');
    delay = 20_000;
    vi.advanceTimersByTime(4000);
    expect(shown).toEqual(['B - Two']);
  });

  it('does not hold the same track again when the poller reports it again', () => {
    const { report } = setup();
    delay = 5000;
    report('B', 'Two');
    vi.advanceTimersByTime(3000);
    report('B', 'Two');
    vi.advanceTimersByTime(2000);
    expect(shown).toEqual(['B - Two']);
  });

  it('queues tracks that change while one is held, in order, each at its own time', () => {
    const { report } = setup();
    delay = 8000;
    report('B', 'Two');
    vi.advanceTimersByTime(3000);
    report('C', 'Three');
    vi.advanceTimersByTime(5000);
    expect(shown).toEqual(['B - Two']);
    vi.advanceTimersByTime(3000);
    expect(shown).toEqual(['B - Two', 'C - Three']);
  });

  it('never shows a later track before an earlier one, even when the delay shrank', () => {
    const { report } = setup();
    delay = 8000;
    report('B', 'Two');
    delay = 1000;
    vi.advanceTimersByTime(1000);
    report('C', 'Three');
    vi.advanceTimersByTime(1000);
    expect(shown).toEqual([]);
    vi.advanceTimersByTime(6000);
    expect(shown).toEqual(['B - Two', 'C - Three']);
  });

  it('adds a cover that arrives for a held track to it', () => {
    const { report } = setup();
    delay = 3000;
    report('B', 'Two');
    report('B', 'Two', 'https://img.example/two.jpg');
    vi.advanceTimersByTime(3000);
    expect(shown).toEqual(['B - Two [https://img.example/two.jpg]']);
  });

  it('shows the newest at once and drops the held ones when playback stops', () => {
    const { report } = setup();
    delay = 6000;
    report('B', 'Two');
    delay = 0;
    report('C', 'Three');
    vi.advanceTimersByTime(10_000);
    expect(shown).toEqual(['C - Three']);
  });

  it('leaves no timer behind once stopped', () => {
    const { report, stop } = setup();
    delay = 6000;
    report('B', 'Two');
    stop();
    vi.advanceTimersByTime(10_000);
    expect(shown).toEqual([]);
    expect(vi.getTimerCount()).toBe(0);
  });
});

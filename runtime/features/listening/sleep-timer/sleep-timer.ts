import type { ListenerRequests, PlaybackView } from '../requests';

/** The lengths the menu offers, in minutes (issue 20 §3). */
export const SLEEP_MINUTES = [15, 30, 60, 90] as const;
/** The fade before the stop, in seconds of a real minute's 60. */
export const FADE_SECONDS = 10;
const FADE_STEPS = 20;
const TICK_MS = 1000;

export interface SleepClock {
  now(): number;
  setTimeout(run: () => void, ms: number): unknown;
  clearTimeout(id: unknown): void;
}

export interface SleepTimerOptions {
  request: ListenerRequests;
  playback: PlaybackView;
  /** Called with the whole minutes left (rounded up) every second, and null once it is off. */
  onLeft(minutesLeft: number | null): void;
  /** Called when the fade begins (the stream is about to stop). */
  onFading(): void;
  clock?: SleepClock;
  /** How long a minute lasts: 60 000 ms, shorter only in tests (`minute_ms`, docs/listening.md). */
  minuteMs?: number;
}

export interface SleepTimer {
  /** Starts (or restarts) the timer for this many minutes; null turns it off. */
  set(minutes: number | null): void;
  readonly minutes: number | null;
}

/**
 * The sleep timer: after the chosen minutes it fades the volume out over 10 s (through the
 * controls' own volume request), then stops the stream (closing the connection) and puts the
 * listener's volume back, so the next Play sounds as before. Muted, it just stops. A Stop during
 * the fade ends it there, the volume put back.
 */
export function createSleepTimer(options: SleepTimerOptions): SleepTimer {
  const { request, playback, onLeft, onFading } = options;
  const clock = options.clock ?? { now: () => Date.now(), setTimeout: (run, ms) => setTimeout(run, ms), clearTimeout: (id) => clearTimeout(id as number) };
  const minuteMs = options.minuteMs ?? 60_000;
  const fadeMs = (FADE_SECONDS / 60) * minuteMs;
  let pending: unknown;
  let endsAt = 0;
  let minutes: number | null = null;
  // The listener's volume while a fade has lowered it: put back whenever the timer ends.
  let fadingFrom: number | null = null;

  const later = (run: () => void, ms: number) => (pending = clock.setTimeout(run, Math.max(0, ms)));
  const off = () => {
    clock.clearTimeout(pending);
    if (fadingFrom !== null) request.setVolume(fadingFrom);
    fadingFrom = null;
    minutes = null;
    onLeft(null);
  };
  const tick = () => {
    const left = endsAt - clock.now();
    if (left <= fadeMs) return fade();
    onLeft(Math.ceil(left / minuteMs));
    later(tick, Math.min(TICK_MS, left - fadeMs));
  };
  const fade = () => {
    onLeft(0);
    const { volume, muted, playStream } = playback.get();
    if (!playStream) return off();
    onFading();
    if (muted) return later(() => (request.stop(), off()), fadeMs);
    fadingFrom = volume;
    let step = 0;
    const next = () => {
      step += 1;
      if (!playback.get().playStream || step >= FADE_STEPS) {
        if (playback.get().playStream) request.stop();
        return off();
      }
      request.setVolume(Math.round(volume * (1 - step / FADE_STEPS)));
      later(next, fadeMs / FADE_STEPS);
    };
    later(next, fadeMs / FADE_STEPS);
  };

  return {
    set(chosen) {
      clock.clearTimeout(pending);
      if (chosen === null) return off();
      minutes = chosen;
      endsAt = clock.now() + chosen * minuteMs;
      tick();
    },
    get minutes() {
      return minutes;
    },
  };
}

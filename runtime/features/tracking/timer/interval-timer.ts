import { createEventHub, type EventHub } from '../events/event-hub';
import { log as runtimeLog, type Logger } from '../../../lib/logger';

/** Timer events (spec §3 "Timer events"; ANY comes from the hub). */
export const TimerEvent = {
  START: 'START',
  STOP: 'STOP',
  PAUSE: 'PAUSE',
  RESUME: 'RESUME',
  INTERVAL: 'INTERVAL',
} as const;

export const TimerState = {
  STOPPED: 'STOPPED',
  RUNNING: 'RUNNING',
  PAUSED: 'PAUSED',
} as const;
export type TimerState = (typeof TimerState)[keyof typeof TimerState];

/** Spec §9: timer interval 1000 ms, max intervals 0 (unlimited). */
export const DEFAULT_TIMER_INTERVAL_MS = 1000;

/** Every event carries the number of intervals elapsed since the last start. */
export type TimerEvents = {
  [TimerEvent.START]: { count: number };
  [TimerEvent.STOP]: { count: number };
  [TimerEvent.PAUSE]: { count: number };
  [TimerEvent.RESUME]: { count: number };
  [TimerEvent.INTERVAL]: { count: number };
};

export interface IntervalTimerOptions {
  /** Called on every interval with the interval count (1, 2, …). Required. */
  callback: (count: number) => void;
  /** Greater than 0, else 1000 ms. */
  intervalMs?: number;
  /** Positive, else 0 = unlimited; the timer stops by itself after this many intervals. */
  maxIntervals?: number;
  log?: Logger;
}

/**
 * A restartable interval (spec §4 "Interval timer"). Pause and resume are ignored when the timer
 * is not started or already in that state; each method returns whether it changed anything.
 */
export interface IntervalTimer {
  readonly events: EventHub<TimerEvents>;
  readonly intervalMs: number;
  readonly maxIntervals: number;
  readonly state: TimerState;
  /** Intervals elapsed since the last start. */
  readonly count: number;
  start(): boolean;
  stop(): boolean;
  pause(): boolean;
  /** Continues counting; the next interval comes a full interval after the resume. */
  resume(): boolean;
  /** Stops (if running) and starts again from count 0. */
  restart(): void;
  destroy(): void;
}

export function createIntervalTimer(options: IntervalTimerOptions): IntervalTimer {
  if (typeof options?.callback !== 'function') throw new Error('Callback function must be specified');
  const { callback } = options;
  const intervalMs = validInterval(options.intervalMs);
  const maxIntervals = validMaxIntervals(options.maxIntervals);
  const log = options.log ?? runtimeLog;
  const events = createEventHub<TimerEvents>(log);
  let state: TimerState = TimerState.STOPPED;
  let intervals = 0;
  let handle: ReturnType<typeof setInterval> | undefined;

  const tick = (): void => {
    intervals += 1;
    try {
      callback(intervals);
    } catch (error) {
      log.error('Timer callback failed', error);
    }
    events.emit(TimerEvent.INTERVAL, { count: intervals });
    if (maxIntervals > 0 && intervals >= maxIntervals) timer.stop();
  };
  const schedule = (): void => {
    handle = setInterval(tick, intervalMs);
  };
  const unschedule = (): void => {
    clearInterval(handle);
    handle = undefined;
  };

  const timer: IntervalTimer = {
    events,
    intervalMs,
    maxIntervals,
    get state() {
      return state;
    },
    get count() {
      return intervals;
    },
    start() {
      if (state !== TimerState.STOPPED) return false;
      intervals = 0;
      state = TimerState.RUNNING;
      schedule();
      events.emit(TimerEvent.START, { count: 0 });
      return true;
    },
    stop() {
      if (state === TimerState.STOPPED) return false;
      unschedule();
      state = TimerState.STOPPED;
      events.emit(TimerEvent.STOP, { count: intervals });
      return true;
    },
    pause() {
      if (state !== TimerState.RUNNING) return false;
      unschedule();
      state = TimerState.PAUSED;
      events.emit(TimerEvent.PAUSE, { count: intervals });
      return true;
    },
    resume() {
      if (state !== TimerState.PAUSED) return false;
      state = TimerState.RUNNING;
      schedule();
      events.emit(TimerEvent.RESUME, { count: intervals });
      return true;
    },
    restart() {
      timer.stop();
      timer.start();
    },
    destroy() {
      unschedule();
      state = TimerState.STOPPED;
      events.clear();
    },
  };
  return timer;
}

function validInterval(value: unknown): number {
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : DEFAULT_TIMER_INTERVAL_MS;
}

function validMaxIntervals(value: unknown): number {
  return typeof value === 'number' && Number.isFinite(value) && value >= 1 ? Math.floor(value) : 0;
}

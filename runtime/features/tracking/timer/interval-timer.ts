import { EventHub } from '../events/event-hub';
import { defaultLog, type TrackingLog } from '../log';

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
  log?: TrackingLog;
}

/**
 * A restartable interval (spec §4 "Interval timer"). Pause and resume are ignored when the timer
 * is not started or already in that state; each method returns whether it changed anything.
 */
export class IntervalTimer {
  // `declare`d fields set in the constructor: no class-field helper shared with the first load.
  declare readonly events: EventHub<TimerEvents>;
  declare readonly intervalMs: number;
  declare readonly maxIntervals: number;
  declare private currentState: TimerState;
  declare private intervals: number;
  declare private handle: ReturnType<typeof setInterval> | undefined;
  declare private readonly callback: (count: number) => void;
  declare private readonly log: TrackingLog;

  constructor(options: IntervalTimerOptions) {
    this.intervals = 0;
    this.currentState = TimerState.STOPPED;
    if (typeof options?.callback !== 'function') throw new Error('Callback function must be specified');
    this.callback = options.callback;
    this.intervalMs = validInterval(options.intervalMs);
    this.maxIntervals = validMaxIntervals(options.maxIntervals);
    this.log = options.log ?? defaultLog;
    this.events = new EventHub(this.log);
  }

  get state(): TimerState {
    return this.currentState;
  }

  get count(): number {
    return this.intervals;
  }

  start(): boolean {
    if (this.currentState !== TimerState.STOPPED) return false;
    this.intervals = 0;
    this.currentState = TimerState.RUNNING;
    this.schedule();
    this.events.emit(TimerEvent.START, { count: 0 });
    return true;
  }

  stop(): boolean {
    if (this.currentState === TimerState.STOPPED) return false;
    this.unschedule();
    this.currentState = TimerState.STOPPED;
    this.events.emit(TimerEvent.STOP, { count: this.intervals });
    return true;
  }

  pause(): boolean {
    if (this.currentState !== TimerState.RUNNING) return false;
    this.unschedule();
    this.currentState = TimerState.PAUSED;
    this.events.emit(TimerEvent.PAUSE, { count: this.intervals });
    return true;
  }

  /** Continues counting; the next interval comes a full interval after the resume. */
  resume(): boolean {
    if (this.currentState !== TimerState.PAUSED) return false;
    this.currentState = TimerState.RUNNING;
    this.schedule();
    this.events.emit(TimerEvent.RESUME, { count: this.intervals });
    return true;
  }

  /** Stops (if running) and starts again from count 0. */
  restart(): void {
    this.stop();
    this.start();
  }

  destroy(): void {
    this.unschedule();
    this.currentState = TimerState.STOPPED;
    this.events.clear();
  }

  private tick(): void {
    this.intervals += 1;
    try {
      this.callback(this.intervals);
    } catch (error) {
      this.log.error('Timer callback failed', error);
    }
    this.events.emit(TimerEvent.INTERVAL, { count: this.intervals });
    if (this.maxIntervals > 0 && this.intervals >= this.maxIntervals) this.stop();
  }

  private schedule(): void {
    this.handle = setInterval(() => this.tick(), this.intervalMs);
  }

  private unschedule(): void {
    clearInterval(this.handle);
    this.handle = undefined;
  }
}

function validInterval(value: unknown): number {
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : DEFAULT_TIMER_INTERVAL_MS;
}

function validMaxIntervals(value: unknown): number {
  return typeof value === 'number' && Number.isFinite(value) && value >= 1 ? Math.floor(value) : 0;
}

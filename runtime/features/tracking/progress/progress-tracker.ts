import { EventHub } from '../events/event-hub';
import { defaultLog, type TrackingLog } from '../log';
import { IntervalTimer } from '../timer/interval-timer';
import { unixSeconds } from './unix-seconds';

export const ProgressEvent = {
  STARTED: 'STARTED',
  PROGRESS: 'PROGRESS',
  STOPPED: 'STOPPED',
} as const;

/** Each event carries the time of the check, in unix seconds. */
export type ProgressEvents = {
  [ProgressEvent.STARTED]: { time: number };
  [ProgressEvent.PROGRESS]: { time: number };
  [ProgressEvent.STOPPED]: { time: number };
};

/** Spec §9: default progress interval 1000 ms. */
export const DEFAULT_PROGRESS_INTERVAL_MS = 1000;

export interface ProgressTrackerOptions {
  /** Whether playback is active now. Without it progress reporting is off (spec §4). */
  isPlaying?: () => boolean;
  /** At least 0, else 1000 ms (spec §5); the timer then treats 0 as its own default. */
  intervalMs?: number;
  log?: TrackingLog;
}

/**
 * Audience-measurement progress (spec §4): on every tick it asks whether playback is active and
 * compares with the last answer. Not playing → playing: STARTED then one PROGRESS; playing →
 * playing: PROGRESS; playing → not playing: STOPPED (the consumer sends its stop message).
 */
export class ProgressTracker {
  // `declare`d fields set in the constructor: no class-field helper shared with the first load.
  declare readonly events: EventHub<ProgressEvents>;
  declare readonly intervalMs: number;
  declare private wasPlaying: boolean;
  declare private readonly timer: IntervalTimer | null;
  declare private readonly isPlaying: (() => boolean) | null;
  declare private readonly log: TrackingLog;

  constructor(options: ProgressTrackerOptions = {}) {
    this.wasPlaying = false;
    this.log = options.log ?? defaultLog;
    this.events = new EventHub(this.log);
    this.intervalMs = validProgressInterval(options.intervalMs);
    this.isPlaying = typeof options.isPlaying === 'function' ? options.isPlaying : null;
    this.timer = this.isPlaying
      ? new IntervalTimer({ callback: () => this.check(), intervalMs: this.intervalMs, log: this.log })
      : null;
  }

  /** Whether progress reporting can run at all (a play-state check was supplied). */
  get enabled(): boolean {
    return this.timer !== null;
  }

  /** The last known play state. */
  get playing(): boolean {
    return this.wasPlaying;
  }

  start(): boolean {
    if (!this.timer) {
      this.log.debug('Progress reporting is off: no play-state check supplied');
      return false;
    }
    return this.timer.start();
  }

  /** Stops checking; a listener still marked playing gets its STOPPED so the session closes. */
  stop(): void {
    this.timer?.stop();
    if (this.wasPlaying) {
      this.wasPlaying = false;
      this.events.emit(ProgressEvent.STOPPED, { time: unixSeconds() });
    }
  }

  destroy(): void {
    this.stop();
    this.timer?.destroy();
    this.events.clear();
  }

  private check(): void {
    let playing: boolean;
    try {
      playing = Boolean(this.isPlaying?.());
    } catch (error) {
      this.log.error('Play-state check failed', error);
      return;
    }
    const time = unixSeconds();
    const was = this.wasPlaying;
    this.wasPlaying = playing;
    if (playing) {
      if (!was) this.events.emit(ProgressEvent.STARTED, { time });
      this.events.emit(ProgressEvent.PROGRESS, { time });
    } else if (was) {
      this.events.emit(ProgressEvent.STOPPED, { time });
    }
  }
}

function validProgressInterval(value: unknown): number {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : DEFAULT_PROGRESS_INTERVAL_MS;
}

import { createEventHub, type EventHub } from '../events/event-hub';
import { log as runtimeLog, type Logger } from '../../../lib/logger';
import { createIntervalTimer } from '../timer/interval-timer';
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
  log?: Logger;
}

/**
 * Audience-measurement progress (spec §4): on every tick it asks whether playback is active and
 * compares with the last answer. Not playing → playing: STARTED then one PROGRESS; playing →
 * playing: PROGRESS; playing → not playing: STOPPED (the consumer sends its stop message).
 */
export interface ProgressTracker {
  readonly events: EventHub<ProgressEvents>;
  readonly intervalMs: number;
  /** Whether progress reporting can run at all (a play-state check was supplied). */
  readonly enabled: boolean;
  /** The last known play state. */
  readonly playing: boolean;
  start(): boolean;
  /** Stops checking; a listener still marked playing gets its STOPPED so the session closes. */
  stop(): void;
  destroy(): void;
}

export function createProgressTracker(options: ProgressTrackerOptions = {}): ProgressTracker {
  const log = options.log ?? runtimeLog;
  const events = createEventHub<ProgressEvents>(log);
  const intervalMs = validProgressInterval(options.intervalMs);
  const isPlaying = typeof options.isPlaying === 'function' ? options.isPlaying : null;
  let wasPlaying = false;

  const check = (): void => {
    let playing: boolean;
    try {
      playing = Boolean(isPlaying?.());
    } catch (error) {
      log.error('Play-state check failed', error);
      return;
    }
    const time = unixSeconds();
    const was = wasPlaying;
    wasPlaying = playing;
    if (playing) {
      if (!was) events.emit(ProgressEvent.STARTED, { time });
      events.emit(ProgressEvent.PROGRESS, { time });
    } else if (was) {
      events.emit(ProgressEvent.STOPPED, { time });
    }
  };
  const timer = isPlaying ? createIntervalTimer({ callback: check, intervalMs, log }) : null;

  const tracker: ProgressTracker = {
    events,
    intervalMs,
    enabled: timer !== null,
    get playing() {
      return wasPlaying;
    },
    start() {
      if (!timer) {
        log.debug('Progress reporting is off: no play-state check supplied');
        return false;
      }
      return timer.start();
    },
    stop() {
      timer?.stop();
      if (wasPlaying) {
        wasPlaying = false;
        events.emit(ProgressEvent.STOPPED, { time: unixSeconds() });
      }
    },
    destroy() {
      tracker.stop();
      timer?.destroy();
      events.clear();
    },
  };
  return tracker;
}

function validProgressInterval(value: unknown): number {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : DEFAULT_PROGRESS_INTERVAL_MS;
}

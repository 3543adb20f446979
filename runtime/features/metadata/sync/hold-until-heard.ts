import type { ReportTrack } from '../set-track';

/** The timers the queue runs on (the page's; a test's fake ones). */
export interface HoldClock {
  now(): number;
  setTimeout(run: () => void, ms: number): ReturnType<typeof setTimeout>;
  clearTimeout(timer: ReturnType<typeof setTimeout> | undefined): void;
}

interface Held {
  args: Parameters<ReportTrack>;
  due: number;
}

const systemClock: HoldClock = {
  now: () => Date.now(),
  setTimeout: (run, ms) => setTimeout(run, ms),
  clearTimeout: (timer) => clearTimeout(timer),
};

/**
 * "What you see is what you hear" for a polled source (Icecast status, the now-playing endpoint):
 * they tell the track when the server changes it, and the listener hears that change later by
 * how far behind the live edge the player plays (./live-delay.ts). Each new track is held for that
 * delay, measured when the track is first reported, then passed to `report`. Tracks that arrive
 * while an earlier one is held queue behind it in order. With no delay (nothing plays) a track
 * goes through at once and whatever was held is dropped: nobody is hearing the older ones.
 * The same track reported again is not held again; a cover it brings joins the held track.
 * Returns the reporter to give the poller, and the stop (no timer outlives it).
 */
export function holdUntilHeard(
  report: ReportTrack,
  delayMs: () => number,
  clock: HoldClock = systemClock,
): { report: ReportTrack; stop: () => void } {
  const queue: Held[] = [];
  let newest = '';
  let timer: ReturnType<typeof setTimeout> | undefined;

  const release = (): void => {
    timer = undefined;
    while (queue[0] && queue[0].due <= clock.now()) report(...queue.shift()!.args);
    if (queue[0]) timer = clock.setTimeout(release, queue[0].due - clock.now());
  };

  const hold: ReportTrack = (artist, title, cover) => {
    const key = `${artist}\n${title}`;
    const last = queue[queue.length - 1];
    if (key === newest) {
      if (!last) return report(artist, title, cover);
      if (cover) last.args[2] = cover;
      return;
    }
    newest = key;
    const delay = delayMs();
    if (delay <= 0) {
      queue.length = 0;
      clock.clearTimeout(timer);
      timer = undefined;
      return report(artist, title, cover);
    }
    // Never before a track reported earlier: the listener hears them in the order they aired.
    queue.push({ args: [artist, title, cover], due: Math.max(clock.now() + delay, last?.due ?? 0) });
    timer ??= clock.setTimeout(release, queue[0]!.due - clock.now());
  };

  return {
    report: hold,
    stop() {
      clock.clearTimeout(timer);
      queue.length = 0;
    },
  };
}

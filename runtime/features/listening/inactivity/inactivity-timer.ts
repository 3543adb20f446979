import type { ListenerRequests, PlaybackView } from '../requests';

/** How long the question waits for an answer, in minutes (spec §9: 60 s). */
export const ANSWER_MINUTES = 1;

export interface InactivityClock {
  setTimeout(run: () => void, ms: number): unknown;
  clearTimeout(id: unknown): void;
}

export interface InactivityOptions {
  /** `ui.inactivityMinutes`: minutes of playing untouched before the question. */
  minutes: number;
  playback: PlaybackView;
  request: Pick<ListenerRequests, 'stop'>;
  /** Ask "Are You There?" now. */
  onAsk(): void;
  /** No answer in time: the stream was stopped; take the question away. */
  onGiveUp(): void;
  clock?: InactivityClock;
  /** 60 000 ms, shorter only in tests (`minute_ms`). */
  minuteMs?: number;
}

export interface InactivityWatch {
  /** The listener did something (a press, a key, an answer): the count starts again. */
  touched(): void;
  stop(): void;
}

/**
 * "Are You There?" (spec §9 prompts, issue 20 §4): after `minutes` of playing with no listener
 * interaction the player asks; with no answer in 60 s it stops (closing the connection). Only
 * playing time counts: a Stop clears the count, a Play starts it afresh.
 */
export function watchInactivity(options: InactivityOptions): InactivityWatch {
  const { playback, request, onAsk, onGiveUp } = options;
  const clock = options.clock ?? { setTimeout: (run, ms) => setTimeout(run, ms), clearTimeout: (id) => clearTimeout(id as number) };
  const minuteMs = options.minuteMs ?? 60_000;
  let pending: unknown;
  let asking = false;

  const giveUp = () => {
    asking = false;
    request.stop();
    onGiveUp();
  };
  const ask = () => {
    asking = true;
    onAsk();
    pending = clock.setTimeout(giveUp, ANSWER_MINUTES * minuteMs);
  };
  const restart = () => {
    clock.clearTimeout(pending);
    asking = false;
    if (playback.get().playStream) pending = clock.setTimeout(ask, options.minutes * minuteMs);
  };
  let wanted = playback.get().playStream;
  const unlisten = playback.listen(({ playStream }) => {
    if (playStream === wanted) return;
    wanted = playStream;
    if (asking && !playStream) onGiveUp();
    restart();
  });
  restart();
  return {
    touched: restart,
    stop() {
      unlisten();
      clock.clearTimeout(pending);
    },
  };
}

/** Why a wait ended early: the time ran out, or the listener stopped the player. */
export interface Ended {
  ended: 'timeout' | 'stopped';
}

export const isEnded = (value: unknown): value is Ended =>
  typeof value === 'object' && value !== null && 'ended' in value;

export interface Deadline {
  /** Races `work` against the deadline: its value, or why the wait ended. */
  within<T>(work: Promise<T>): Promise<T | Ended>;
  clear(): void;
}

/** One time limit over several steps (spec §9: the ad's request-to-ready timeout), or a stop. */
export function startDeadline(ms: number, signal: AbortSignal): Deadline {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let onAbort = (): void => {};
  const ended = new Promise<Ended>((resolve) => {
    timer = setTimeout(() => resolve({ ended: 'timeout' }), ms);
    onAbort = () => resolve({ ended: 'stopped' });
    if (signal.aborted) onAbort();
    else signal.addEventListener('abort', onAbort, { once: true });
  });
  return {
    within: (work) => Promise.race([work, ended]),
    clear() {
      clearTimeout(timer);
      signal.removeEventListener('abort', onAbort);
    },
  };
}

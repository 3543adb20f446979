/**
 * Undoes one thing its maker started: removes a listener (what `on()` returns), stops a timer,
 * tears a feature down. Safe to call twice only where its maker says so.
 */
export type Teardown = () => void;

/** Collects teardowns as things start, and runs them in reverse: the last started stops first. */
export interface Teardowns {
  /** Keeps a teardown for `run()`; returns it, so `const stop = teardowns.add(start())` reads naturally. */
  add(teardown: Teardown): Teardown;
  /**
   * Runs every kept teardown, newest first, and forgets them, so a second call does nothing. One
   * that throws does not keep the rest from running; the first error is rethrown after them all.
   */
  run(): void;
}

export function collectTeardowns(): Teardowns {
  let kept: Teardown[] = [];
  return {
    add(teardown) {
      kept.push(teardown);
      return teardown;
    },
    run() {
      const running = kept.reverse();
      kept = [];
      let failure: { error: unknown } | undefined;
      for (const teardown of running) {
        try {
          teardown();
        } catch (error) {
          failure ??= { error };
        }
      }
      if (failure) throw failure.error;
    },
  };
}

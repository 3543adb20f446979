import type { Teardown } from '../../player/types';

/**
 * Starts a lazy body when `trigger` first fires (the listener's first Play, first focus…): the
 * face costs the page a listener, the body's download waits for the moment it is needed. Returns
 * the teardown: the trigger's before it fired, the body's after. A body that fails to come (its
 * download cut: the page leaving, the network gone) is no page error: the trigger is armed again,
 * and its next firing asks again (lib/lazy.ts forgets a failed download).
 */
export function startOn(trigger: (fire: (event?: Event) => void) => Teardown, start: (event?: Event) => Promise<Teardown>): Teardown {
  let live = true;
  let stop: Teardown | undefined;
  let off: Teardown = () => {};
  const arm = (): void => {
    let fired = false;
    off = trigger((event) => {
      if (fired) return;
      fired = true;
      off();
      start(event).then(
        (teardown) => (live ? (stop = teardown) : teardown()),
        () => live && arm(),
      );
    });
  };
  arm();
  return () => {
    live = false;
    off();
    stop?.();
  };
}

import type { Teardown } from '../../player/types';

/**
 * Starts a lazy body when `trigger` first fires (the listener's first Play, first focus…): the
 * face costs the page a listener, the body's download waits for the moment it is needed. Returns
 * the teardown: the trigger's before it fired, the body's after.
 */
export function startOn(trigger: (fire: (event?: Event) => void) => Teardown, start: (event?: Event) => Promise<Teardown>): Teardown {
  let live = true;
  let fired = false;
  let stop: Teardown | undefined;
  const off = trigger((event) => {
    if (fired) return;
    fired = true;
    off();
    void start(event).then((teardown) => (live ? (stop = teardown) : teardown()));
  });
  return () => {
    live = false;
    off();
    stop?.();
  };
}

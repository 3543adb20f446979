import { atom } from 'nanostores';

/**
 * The sleep timer's whole minutes left, null while it is off. Written only by its body
 * (./body.tsx); the first-load button reads it.
 */
export const $sleepLeft = atom<number | null>(null);

let end: (() => void) | undefined;

/** The body hands over how to end its page-wide timer once it has made one. */
export const onSleepReset = (ending: () => void): void => void (end = ending);

/**
 * Ends the page's sleep timer and forgets it: the timer belongs to the player that set it, so its
 * destroy() (the listening face's teardown) leaves none running and the next player starts
 * without one.
 */
export function resetSleep(): void {
  end?.();
  end = undefined;
  $sleepLeft.set(null);
}

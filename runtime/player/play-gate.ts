import type { PlayGate, Teardown } from './types';

const open: PlayGate = (start) => start();
let gate = open;

/**
 * Play's gate (see `PlayGate`), as the play action and autoplay pass through it: at once unless a
 * feature of the running player holds it. Module state owned by the player: set through
 * `player.setPlayGate`, opened again by its teardown in `destroy()`.
 */
export const withPreRoll: PlayGate = (start) => gate(start);

export function setPlayGate(next: PlayGate): Teardown {
  gate = next;
  return () => {
    gate = open;
  };
}

import type { PlayGate, Teardown } from './types';

const open: PlayGate = (start) => start();

/** One player's Play gate (see `PlayGate`): made by `createPlayer`, so no player holds another's. */
export interface PlayGateSlot {
  /** Runs `start` through the gate: at once unless a feature of this player holds it. */
  pass: PlayGate;
  /** Holds the gate with `next` (one at a time); the teardown opens it, unless another took it since. */
  hold(next: PlayGate): Teardown;
}

export function createPlayGate(): PlayGateSlot {
  let gate = open;
  return {
    pass: (start) => gate(start),
    hold(next) {
      gate = next;
      return () => {
        if (gate === next) gate = open;
      };
    },
  };
}

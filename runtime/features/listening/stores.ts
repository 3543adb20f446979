import { atom } from 'nanostores';
import type { SleepTimer } from './sleep-timer/sleep-timer';

/**
 * The listening feature's own stores for one player: its face registers this (`stores`), and each
 * player makes them, once, for itself (`player.storesOf(listeningStores)`); they go with it.
 */
export const listeningStores = () => ({
  /**
   * The listener's "Low data" switch (docs/listening.md): undefined until read from the device
   * (./data-saver/low-data.ts `lowDataOf`), then on or off.
   */
  lowData: atom<boolean | undefined>(undefined),
  /** The sleep timer's whole minutes left, null while it is off; the bar's button shows them. */
  sleepLeft: atom<number | null>(null),
  /** The sleep timer, once Listening options made it (./sleep-timer/player-timer.ts); the teardown ends it. */
  sleepTimer: atom<SleepTimer | null>(null),
});

export type ListeningStores = ReturnType<typeof listeningStores>;

import type { ListeningStores } from '../stores';
import { safeStorage, type SafeStorage } from '../../../lib/safe-storage';

export const LOW_DATA_KEY = 'radio-embed:low-data';

/** The listener's "Low data" choice, kept in `storage` ('1' on, '0' off). */
export interface LowDataChoice {
  /** On or off as stored; off when nothing is stored or storage cannot be read. */
  stored(): boolean;
  /** Stores it; false when storage refused (then it holds for this page only). */
  store(on: boolean): boolean;
}

export const lowDataChoice = (storage: SafeStorage): LowDataChoice => ({
  stored: () => storage.get(LOW_DATA_KEY) === '1',
  store: (on) => storage.set(LOW_DATA_KEY, on ? '1' : '0'),
});

/** This device's choice: read here, written by Listening options (./set-low-data.ts). */
export const deviceChoice = lowDataChoice(safeStorage(() => globalThis.localStorage));

/**
 * The player's "Low data" switch (Listening options, docs/listening.md; the feature's `lowData`), read
 * from the device when the engine, hls.js or the menu first needs it (this module is theirs, never
 * the first load's); the engine follows it while it plays (./data-saver.ts `followLowData`).
 */
export function lowDataOf({ lowData }: Pick<ListeningStores, 'lowData'>): ListeningStores['lowData'] {
  if (lowData.get() === undefined) lowData.set(deviceChoice.stored());
  return lowData;
}

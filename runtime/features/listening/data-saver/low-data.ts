import { atom } from 'nanostores';
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

const choice = lowDataChoice(safeStorage(() => globalThis.localStorage));

/**
 * The "Low data" switch (Listening options, docs/listening.md): remembered on the device; where
 * storage is denied (a sandboxed frame, blocked third-party storage) it holds for this page's
 * life. Read when the engine, hls.js or the menu first loads (this module is theirs, never the
 * first load's); the engine follows it while it plays (./data-saver.ts `followLowData`).
 */
export const $lowData = atom(choice.stored());

export function setLowData(on: boolean): void {
  choice.store(on);
  $lowData.set(on);
}

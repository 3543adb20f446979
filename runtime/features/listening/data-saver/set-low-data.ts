// The "Low data" switch turned (Listening options' menu), apart from ./low-data.ts: the engine's
// chunk shares that one and only reads the switch.
import type { ListeningStores } from '../stores';
import { deviceChoice } from './low-data';

/**
 * Turns the listener's "Low data" switch on or off: remembered on the device; where storage is
 * denied (a sandboxed frame, blocked third-party storage) it holds for this player's life.
 */
export function setLowData({ lowData }: Pick<ListeningStores, 'lowData'>, on: boolean): void {
  deviceChoice.store(on);
  lowData.set(on);
}

import { safeStorage } from '../../lib/safe-storage';
import { readPlayed, type Played } from './played-list';

/**
 * The list is kept for the page session (sessionStorage: this tab, gone when it closes), one per
 * station. Storage that cannot be used (a sandboxed frame) keeps nothing: the view is then empty.
 */
const storage = safeStorage(() => globalThis.sessionStorage);
const key = (stationId: number): string => `radio-embed:recent:${stationId}`;

export const loadPlayed = (stationId: number): Played[] => readPlayed(storage.get(key(stationId)));

export const savePlayed = (stationId: number, list: readonly Played[]): boolean => storage.set(key(stationId), JSON.stringify(list));

import type { ReadableAtom } from 'nanostores';
import type { Connection } from './connection';
import type { DerivedStore } from './player-state';

/** Spec §4 "Connection status: CONNECTED, CONNECTING, CONNECT_FAILED, OFFLINE". */
export type ConnectionStatus = 'CONNECTED' | 'CONNECTING' | 'CONNECT_FAILED' | 'OFFLINE';

/**
 * The spec's connection status, read from the player's richer `connection` (which the screen's
 * words need): a stream being got (again) is CONNECTING, one that holds its connection (playing,
 * or waiting for data on it) is CONNECTED, one that could not start or gave up is CONNECT_FAILED,
 * and a player neither connected nor trying is OFFLINE.
 */
export function connectionStatusOf(connection: Connection): ConnectionStatus {
  if (connection === 'connecting' || connection === 'reconnecting') return 'CONNECTING';
  if (connection === 'playing' || connection === 'buffering') return 'CONNECTED';
  return connection === 'failed' ? 'CONNECT_FAILED' : 'OFFLINE';
}

/** `stores.connectionStatus`: never written, so it cannot disagree with `stores.connection`. */
export function deriveConnectionStatus(connection: ReadableAtom<Connection>): DerivedStore<ConnectionStatus> {
  return {
    get: () => connectionStatusOf(connection.get()),
    listen: (listener) => connection.listen((value) => listener(connectionStatusOf(value))),
  };
}

import { atom } from 'nanostores';

/**
 * Connection to the stream server (spec §4). OFFLINE: not connected and not trying (stopped, or
 * the browser is offline); CONNECTING: trying; CONNECTED: audio plays; CONNECT_FAILED: gave up.
 */
export type ConnectionStatus = 'OFFLINE' | 'CONNECTING' | 'CONNECTED' | 'CONNECT_FAILED';

export const $connection = atom<ConnectionStatus>('OFFLINE');

/**
 * A playing stream dropped and the player is getting it back by itself (backoff, up to the
 * station's maxConnectTime): the screen says "Reconnecting…". Written by actions/reconnect.ts.
 */
export const $reconnecting = atom(false);

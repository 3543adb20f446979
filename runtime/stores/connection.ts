import { atom } from 'nanostores';

/** Connection to the stream server (spec §4). */
export type ConnectionStatus = 'OFFLINE' | 'CONNECTING' | 'CONNECTED' | 'CONNECT_FAILED';

export const $connection = atom<ConnectionStatus>('OFFLINE');

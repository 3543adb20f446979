/**
 * The player's connection to the stream (`stores.connection`), as the listener sees it (spec §4
 * "Player states"; the screen words and the Play button follow it):
 * - `idle`: not connected and not trying (never played, or stopped);
 * - `connecting`: Play was pressed, no audio yet;
 * - `buffering`: it played, and now waits for data (the element's `waiting`);
 * - `playing`: audio plays;
 * - `reconnecting`: a playing stream dropped and is being got back, no click needed;
 * - `failed`: no source could be started, or the reconnect gave up.
 *
 * The spec's connection status (§4) is this, coarser: CONNECTING for connecting and reconnecting,
 * CONNECTED for buffering and playing, CONNECT_FAILED for failed, OFFLINE for idle; it is
 * `stores.connectionStatus` (./connection-status.ts) and the host-page API's `status`. Derived from
 * the engine's events in actions/connection-phase.ts; the first-load actions only record the
 * listener's Play (`connecting`) and Stop (`idle`).
 */
export type Connection = 'idle' | 'connecting' | 'buffering' | 'playing' | 'reconnecting' | 'failed';

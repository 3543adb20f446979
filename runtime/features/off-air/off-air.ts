import { atom, type ReadableAtom } from 'nanostores';
import type { Connection } from '../../stores/connection';

/**
 * The stream was down at start (issue 20 §5): the connection failed after a Play without ever
 * having played, rather than dropping mid-play and failing to come back. Then the screen says the
 * station's `ui.offAirText` instead of the generic failure (ConnectionStatus).
 */
export const $offAir = atom(false);

/** Follows the connection into $offAir; returns the teardown. */
export function followOffAir(connection: ReadableAtom<Connection>): () => void {
  let played = false;
  return connection.subscribe((state) => {
    // A Play (idle or failed → connecting) starts afresh; a reconnect is `reconnecting`.
    if (state === 'connecting') played = false;
    else if (state !== 'failed' && state !== 'idle') played = true;
    $offAir.set(state === 'failed' && !played);
  });
}

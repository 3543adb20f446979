// Started on the first Play of stations with `ui.offAirText` (../listening/on-play.ts).
import type { ReadableAtom, WritableAtom } from 'nanostores';
import type { Connection } from '../../../stores/connection';

/** Follows the player's connection into its `offAir` store; returns the teardown. */
export function followOffAir(connection: ReadableAtom<Connection>, $offAir: WritableAtom<boolean>): () => void {
  let played = false;
  return connection.subscribe((state) => {
    // A Play (idle or failed → connecting) starts afresh; a reconnect is `reconnecting`.
    if (state === 'connecting') played = false;
    else if (state !== 'failed' && state !== 'idle') played = true;
    $offAir.set(state === 'failed' && !played);
  });
}

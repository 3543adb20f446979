// Started on the first Play of stations with `ui.offAirText` (../listening/on-play.ts).
import type { ReadableAtom } from 'nanostores';
import type { Connection } from '../../../stores/connection';
import { $offAir } from './state';

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

import { $connection } from '../../../runtime/stores/connection';
import { $playback } from '../../../runtime/stores/playback';
import { setLogLevel } from '../../../runtime/lib/logger';

/** Puts every runtime store back to its initial value (they are module singletons). */
export function resetStores(): void {
  $playback.set({ playStream: false, playing: false, muted: false, volume: 100 });
  $connection.set('idle');
  setLogLevel('error');
}

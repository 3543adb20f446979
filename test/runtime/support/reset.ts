import { $connection } from '../../../runtime/stores/connection';
import { $overrides } from '../../../runtime/stores/overrides';
import { $playback } from '../../../runtime/stores/playback';
import { $station } from '../../../runtime/stores/station';
import { setLogLevel } from '../../../runtime/lib/logger';

/** Puts every runtime store back to its initial value (they are module singletons). */
export function resetStores(): void {
  $station.set(null);
  $playback.set({ playStream: false, playing: false, muted: false, volume: 100 });
  $connection.set('idle');
  $overrides.set({ autoplay: false, noSocial: false, showVolume: false, adTracing: false, logLevel: 'error' });
  setLogLevel('error');
}

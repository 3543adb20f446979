import { $adPlayback } from '../../ads/ad-playback';
import { play, stop } from '../../actions/playback';
import { $connection } from '../../stores/connection';
import { $playback } from '../../stores/playback';
import { useStore } from '../use-store';
import { PlayIcon, StopIcon } from './icons';

/**
 * "Stop" once the engine confirms audio plays, or while the pre-roll's ad plays (Stop then ends
 * the ad, and no stream follows: docs/ads.md); otherwise "Play" (again, if still connecting),
 * busy while connecting. A press does what the button says at that moment.
 */
export function PlayButton() {
  const { playing } = useStore($playback);
  const ad = useStore($adPlayback);
  const stops = playing || !!ad?.started;
  const connecting = useStore($connection) === 'CONNECTING';
  return (
    <button
      type="button"
      className="re-btn re-btn--play"
      aria-label={stops ? 'Stop' : 'Play'}
      aria-busy={connecting && !stops}
      onClick={stops ? stop : play}
    >
      {stops ? <StopIcon /> : <PlayIcon />}
    </button>
  );
}

import { togglePlay } from '../../actions/playback';
import { $connection } from '../../stores/connection';
import { $playback } from '../../stores/playback';
import { useStore } from '../use-store';
import { PlayIcon, StopIcon } from './icons';

/** "Stop" only once the engine confirms audio plays; busy while connecting. */
export function PlayButton() {
  const { playing } = useStore($playback);
  const connecting = useStore($connection) === 'CONNECTING';
  return (
    <button
      type="button"
      className="re-btn re-btn--play"
      aria-label={playing ? 'Stop' : 'Play'}
      aria-busy={connecting && !playing}
      onClick={togglePlay}
    >
      {playing ? <StopIcon /> : <PlayIcon />}
    </button>
  );
}

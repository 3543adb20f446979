import { toggleMute } from '../../actions/playback';
import { $playback } from '../../stores/playback';
import { useStore } from '../use-store';
import { MutedIcon, VolumeIcon } from './icons';

export function MuteButton() {
  const { muted } = useStore($playback);
  return (
    <button type="button" className="re-btn" aria-label={muted ? 'Unmute' : 'Mute'} onClick={toggleMute}>
      {muted ? <MutedIcon /> : <VolumeIcon />}
    </button>
  );
}

import { isSilent } from '../../actions/volume';
import { usePlayer } from '../../player/context';
import { $playback } from '../../stores/playback';
import { useStore } from '../../lib/use-store';
import { MutedIcon, VolumeIcon } from './icons';

/** Mute / Unmute. Volume 0 shows (and is named) as muted too: the listener hears nothing either way. */
export function MuteButton() {
  const { request } = usePlayer();
  const silent = isSilent(useStore($playback));
  return (
    <button type="button" className="re-btn" aria-label={silent ? 'Unmute' : 'Mute'} onClick={request.toggleMute}>
      {silent ? <MutedIcon /> : <VolumeIcon />}
    </button>
  );
}

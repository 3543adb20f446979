import { isSilent, toggleSound } from '../../actions/volume';
import { $playback } from '../../stores/playback';
import { useStore } from '../../lib/use-store';
import { MutedIcon, VolumeIcon } from './icons';

/** Mute / Unmute. Volume 0 shows (and is named) as muted too: the listener hears nothing either way. */
export function MuteButton() {
  const silent = isSilent(useStore($playback));
  return (
    <button type="button" className="re-btn" aria-label={silent ? 'Unmute' : 'Mute'} onClick={toggleSound}>
      {silent ? <MutedIcon /> : <VolumeIcon />}
    </button>
  );
}

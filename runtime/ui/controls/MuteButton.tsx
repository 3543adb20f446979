import { isSilent } from '../../actions/volume';
import { usePlayer } from '../../player/context';
import { EN_PLAYER } from '../../features/i18n/locales/en/player';
import { words } from '../../features/i18n/words';
import { useStore } from '../../lib/use-store';
import { MutedIcon, VolumeIcon } from './icons';

/** Mute / Unmute. Volume 0 shows (and is named) as muted too: the listener hears nothing either way. */
export function MuteButton() {
  const { request, stores } = usePlayer();
  const silent = isSilent(useStore(stores.playback));
  const t = words(EN_PLAYER);
  return (
    <button type="button" className="re-btn" aria-label={silent ? t.unmute : t.mute} onClick={request.toggleMute}>
      {silent ? <MutedIcon /> : <VolumeIcon />}
    </button>
  );
}

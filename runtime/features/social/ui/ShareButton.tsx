import { EN_PLAYER } from '../../i18n/locales/en/player';
import { words } from '../../i18n/words';
import { lazy } from '../../../lib/lazy';
import type { StationState } from '../../../stores/station';
import { usePlayer } from '../../../player/context';
import { ShareIcon } from '../../../ui/controls/icons';
import { OverlayButton } from '../../../ui/controls/OverlayButton';
import { showsSocial } from '../shows-social';

const overlay = lazy(() => import('../body'));

/**
 * The social block's Share button (spec §2 item 5), the social feature's part of the bar; none
 * where there is nothing to share. The overlay it opens is a lazy chunk, downloaded on the first
 * click, that mounts itself over the player (../body.tsx).
 */
export function ShareButton({ station }: { station: StationState }) {
  const { track, playback } = usePlayer().stores;
  if (!showsSocial(station)) return null;
  return (
    <OverlayButton
      label={words(EN_PLAYER).share}
      open={(button) => overlay().then((chunk) => chunk.openShare(button, station, track.get, playback))}
      failure="Unable to load the share overlay"
    >
      <ShareIcon />
    </OverlayButton>
  );
}

import { EN_PLAYER } from '../../i18n/locales/en/player';
import { words } from '../../i18n/words';
import { log } from '../../../lib/logger';
import { lazy } from '../../../lib/lazy';
import type { StationState } from '../../../stores/station';
import { $track } from '../../../stores/track';
import { ShareIcon } from '../../../ui/controls/icons';

const overlay = lazy(() => import('../body'));

/**
 * The social block's Share button (spec §2 item 5). The overlay it opens is a lazy chunk,
 * downloaded on the first click, that mounts itself over the player (../body.tsx).
 */
export function ShareButton({ station }: { station: StationState }) {
  return (
    <button
      type="button"
      className="re-btn"
      aria-label={words(EN_PLAYER).share}
      aria-haspopup="dialog"
      onClick={(event) => {
        const button = event.currentTarget;
        // Safari does not focus a clicked button; the overlay gives focus back to what had it.
        button.focus();
        overlay().then(
          (chunk) => chunk.openShare(button, station, $track.get),
          (error: unknown) => log.error('Unable to load the share overlay', error),
        );
      }}
    >
      <ShareIcon />
    </button>
  );
}

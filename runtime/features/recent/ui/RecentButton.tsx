import { EN_PLAYER } from '../../i18n/locales/en/player';
import { words } from '../../i18n/words';
import { log } from '../../../lib/logger';
import { lazy } from '../../../lib/lazy';
import type { StationState } from '../../../stores/station';
import { Icon } from '../../../ui/controls/icons';

const view = lazy(() => import('../body'));

/**
 * Opens "Recently played" (../body.tsx, a lazy chunk fetched on the first click). In the bar
 * beside Share, wherever the track line shows.
 */
export function RecentButton({ station }: { station: StationState }) {
  return (
    <button
      type="button"
      className="re-btn re-btn--recent"
      aria-label={words(EN_PLAYER).recentlyPlayed}
      aria-haspopup="dialog"
      onClick={(event) => {
        const button = event.currentTarget;
        // Safari does not focus a clicked button; the view gives focus back to what had it.
        button.focus();
        view().then(
          (chunk) => chunk.openRecent(button, station),
          (error: unknown) => log.error('Unable to load the recently played view', error),
        );
      }}
    >
      <Icon d="M4 6h16v2H4zm0 5h16v2H4zm0 5h10v2H4z" />
    </button>
  );
}

import { EN_PLAYER } from '../../i18n/locales/en/player';
import { words } from '../../i18n/words';
import { lazy } from '../../../lib/lazy';
import type { StationState } from '../../../stores/station';
import { Icon } from '../../../ui/controls/icons';
import { OverlayButton } from '../../../ui/controls/OverlayButton';

const view = lazy(() => import('../body'));

/**
 * Opens "Recently played" (../body.tsx, a lazy chunk fetched on the first click). In the bar
 * beside Share, wherever the track line shows a source.
 */
export function RecentButton({ station }: { station: StationState }) {
  const { config } = station;
  if (!config.ui.toggleMetadata || config.metadata.source == 'none') return null;
  return (
    <OverlayButton
      label={words(EN_PLAYER).recentlyPlayed}
      className="re-btn--recent"
      open={(button) => view().then((chunk) => chunk.openRecent(button, station))}
      failure="Unable to load the recently played view"
    >
      <Icon d="M4 6h16v2H4zm0 5h16v2H4zm0 5h10v2H4z" />
    </OverlayButton>
  );
}

import type { StationState } from '../../stores/station';
import { openOverlay } from '../../ui/overlay/open-overlay';
import { loadPlayed } from './session-played';
import { RecentOverlay } from './ui/RecentOverlay';

/**
 * Opens "Recently played" over the player, as the share overlay opens (../../ui/overlay/open-overlay.tsx).
 * The list is read when it opens.
 */
export function openRecent(button: HTMLElement, station: StationState): void {
  openOverlay(button, 're-recent-root', (close) => <RecentOverlay station={station} played={loadPlayed(station.stationId)} onClose={close} />);
}

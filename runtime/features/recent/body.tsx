import type { StationState } from '../../stores/station';
import { openOverlay } from '../social/ui/open-overlay';
import { loadPlayed } from './session-played';
import { RecentOverlay } from './ui/RecentOverlay';

/**
 * Opens "Recently played" over the player, as the share overlay opens (../social/ui/open-overlay.tsx).
 * The list is read when it opens.
 */
export function openRecent(button: HTMLElement, station: StationState): void {
  openOverlay(button, 're-recent-root', (close) => <RecentOverlay station={station} played={loadPlayed(station.stationId)} onClose={close} />);
}

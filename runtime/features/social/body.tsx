import type { StationState } from '../../stores/station';
import type { TrackInfo } from '../../stores/track';
import { openOverlay } from '../../ui/overlay/open-overlay';
import { ShareOverlay } from './ui/ShareOverlay';

/**
 * Opens the share overlay over the player (./ui/open-overlay.tsx). Keeping the overlay's state
 * here, not in the Share button, keeps it out of the first load.
 */
export function openShare(button: HTMLElement, station: StationState, track: () => TrackInfo, player: object): void {
  openOverlay(button, 're-share-only', (close) => <ShareOverlay station={station} track={track} player={player} onClose={close} />);
}

import { render } from 'react-dom';
import type { StationState } from '../../stores/station';
import type { TrackInfo } from '../../stores/track';
import { ShareOverlay } from './ui/ShareOverlay';

/**
 * Opens the share overlay over the player: its own small render root inside the player's
 * <main> (so the scheme's styles apply), removed again on close. Keeping the overlay's state
 * here, not in the Share button, keeps it out of the first load. A second click while it is
 * open does nothing.
 */
export function openShare(button: HTMLElement, station: StationState, track: () => TrackInfo): void {
  const host = button.closest('main') ?? button.ownerDocument.body;
  if (host.querySelector(':scope > .re-share-root')) return;
  const root = button.ownerDocument.createElement('div');
  root.className = 're-share-root';
  host.append(root);
  const close = (): void => {
    render(null, root);
    root.remove();
  };
  render(<ShareOverlay station={station} track={track} onClose={close} />, root);
}

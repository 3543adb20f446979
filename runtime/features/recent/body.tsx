import { render } from 'preact';
import type { StationState } from '../../stores/station';
import { loadPlayed } from './session-played';
import { RecentOverlay } from './ui/RecentOverlay';

/**
 * Opens "Recently played" over the player, as the share overlay opens (../social/body.tsx): its
 * own render root inside the player's <main>, removed on close. The list is read when it opens.
 */
export function openRecent(button: HTMLElement, station: StationState): void {
  const host = button.closest('main') ?? button.ownerDocument.body;
  if (host.querySelector(':scope > .re-recent-root')) return;
  const root = button.ownerDocument.createElement('div');
  root.className = 're-share-root re-recent-root';
  host.append(root);
  const close = (): void => {
    render(null, root);
    root.remove();
  };
  render(<RecentOverlay station={station} played={loadPlayed(station.stationId)} onClose={close} />, root);
}

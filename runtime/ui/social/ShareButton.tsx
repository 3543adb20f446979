import { useState, type ComponentType } from 'react';
import { log } from '../../log/logger';
import type { StationState } from '../../stores/station';
import { $track } from '../../stores/track';
import { ShareIcon } from '../controls/icons';
import type { ShareOverlayProps } from './ShareOverlay';

/**
 * The social block's Share button (spec §2 item 5). The overlay it opens is a lazy chunk,
 * downloaded on the first click (later clicks reuse the loaded module).
 */
export function ShareButton({ station }: { station: StationState }) {
  const [Overlay, setOverlay] = useState<ComponentType<ShareOverlayProps> | null>(null);
  const open = (event: { currentTarget: HTMLButtonElement }): void => {
    // Safari does not focus a clicked button; the overlay gives focus back to what had it.
    event.currentTarget.focus();
    import('./ShareOverlay').then(
      (chunk) => setOverlay(() => chunk.ShareOverlay),
      (error: unknown) => log.error('Unable to load the share overlay', error),
    );
  };
  return (
    <>
      <button type="button" className="re-btn" aria-label="Share" aria-haspopup="dialog" onClick={open}>
        <ShareIcon />
      </button>
      {Overlay && <Overlay station={station} track={$track.get} onClose={() => setOverlay(null)} />}
    </>
  );
}

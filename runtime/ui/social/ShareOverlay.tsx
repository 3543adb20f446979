import { useRef } from 'react';
import { share } from '../../social/share';
import { shareTargets } from '../../social/features';
import type { StationState } from '../../stores/station';
import type { TrackInfo } from '../../stores/track';
import { BackIcon, EmailIcon, FacebookIcon, TwitterIcon, WebsiteIcon } from './share-icons';
import { addShareStyle } from './share-style';
import { useOverlayFocus } from './use-overlay-focus';

export interface ShareOverlayProps {
  station: StationState;
  /** The current track (`$track.get`), read when a target is chosen. */
  track: () => TrackInfo;
  onClose: () => void;
}

const TARGETS = {
  FACEBOOK: { name: 'Facebook', Icon: FacebookIcon },
  TWITTER: { name: 'Twitter', Icon: TwitterIcon },
  EMAIL: { name: 'Email', Icon: EmailIcon },
};

/**
 * The share overlay (spec §2 item 5): headed "Share", a Back button that closes it, the station
 * website (new tab) and a button per enabled target. A modal dialog over the player: focus moves
 * in, stays in, Escape closes, focus returns to the Share button. Loaded on the first Share click; opened by ./open-share.tsx.
 */
export function ShareOverlay({ station, track, onClose }: ShareOverlayProps) {
  const { link } = station;
  const ref = useRef<HTMLDivElement>(null);
  addShareStyle(document);
  useOverlayFocus(ref, onClose);
  return (
    <div ref={ref} className="re-share" role="dialog" aria-modal="true" aria-labelledby="re-share-title">
      <div className="re-share-head">
        <button type="button" className="re-btn" aria-label="Back" onClick={onClose}>
          <BackIcon />
        </button>
        <h2 id="re-share-title">Share</h2>
      </div>
      <div className="re-share-targets">
        {link && (
          <a className="re-btn" href={link} target="_blank" rel="noopener noreferrer" aria-label="Station website" title="Station website">
            <WebsiteIcon />
          </a>
        )}
        {shareTargets(station.config.ui.flower).map((target) => {
          const { name, Icon } = TARGETS[target];
          return (
            <button key={target} type="button" className="re-btn" aria-label={name} title={name} onClick={() => share(target, station, track())}>
              <Icon />
            </button>
          );
        })}
      </div>
    </div>
  );
}

import { trackText } from '../metadata/track-text';
import { $track } from '../stores/track';
import { useStore } from './use-store';

/**
 * The track line (spec §2 item 2). A polite live region: a screen reader announces each new
 * track without interrupting. Always rendered, so the region exists before the first track.
 */
export function TrackLine() {
  const { artist, title } = useStore($track);
  return (
    <p className="re-track" aria-live="polite">
      {trackText(artist, title)}
    </p>
  );
}

import { usePlayer } from '../player/context';
import { useStore } from '../lib/use-store';

/**
 * The track line (spec §2 item 2): title, then " - " only when both title and artist exist, then
 * artist. A polite live region: a screen reader announces each new track without interrupting.
 * Always rendered, so the region exists before the first track. Where the frame cuts it (one line
 * with an ellipsis, or two), the `title` tooltip shows it whole. `dir="auto"`: the line takes the
 * direction of its own first letters, so a Latin title stays readable in a right-to-left player
 * (and an Arabic one in a left-to-right player), numbers included.
 */
export function TrackLine() {
  const { artist, title } = useStore(usePlayer().stores.track);
  const line = title && artist ? `${title} - ${artist}` : title || artist;
  return (
    <p className="re-track" dir="auto" aria-live="polite" title={line || undefined}>
      {line}
    </p>
  );
}

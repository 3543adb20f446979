import type { StationState } from '../../../stores/station';
import { artCandidates, cssUrl } from '../../../ui/art/art-candidates';
import { useArt } from '../../../ui/art/use-art';
import { NoteIcon } from '../../../ui/controls/icons';

/**
 * A Recently played track's cover, as the art tile shows its images (ui/art/use-art.tsx): a CSS
 * background, so a cover that fails or never answers leaves the note, never a broken-image icon.
 * No loading bars: the covers were shown before and come from the cache. The page's window: the
 * view renders in a root of its own (ui/overlay/open-overlay.tsx), outside the player's context,
 * and only in the browser.
 */
export function RecentCover({ cover, station }: { cover: string; station: StationState }) {
  const { src, shown, probe } = useArt(artCandidates([cover], station), station, { window });
  return (
    <span className="re-recent-cover" style={shown ? { backgroundImage: cssUrl(shown) } : undefined}>
      {!src && <NoteIcon />}
      {probe}
    </span>
  );
}

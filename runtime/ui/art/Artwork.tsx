import { NoteIcon } from '../controls/icons';
import { useStore } from '../../lib/use-store';
import { usePlayer } from '../../player/context';
import { artCandidates, cssUrl } from './art-candidates';
import { useArt } from './use-art';

/**
 * The blurred background and the album art (spec §2 items 1–2): the first image that has not
 * failed of the track cover, the station's default album art and the station logo, else the
 * empty art tile (the bundled note: no request, cannot fail). A failed or silent image is logged
 * and the next tried (spec §8, ./use-art.tsx); loading bars show until the image has loaded. Both
 * show the image as a CSS background once it has loaded, so no broken-image icon can show,
 * before the app or after.
 * The background (blur deviation 50, player.css) shows the same image; with the image proxy on,
 * both load through it. Both are decorative: the title and track line say what plays.
 */
export function Artwork({ defaultArt }: { defaultArt: string }) {
  const player = usePlayer();
  const { cover } = useStore(player.stores.track);
  const { src, shown, loading, probe } = useArt(artCandidates([cover, defaultArt, player.station?.logo ?? ''], player.station), player, player.env);
  const image = shown ? { backgroundImage: cssUrl(shown) } : undefined;
  return (
    <>
      {shown && <div className="re-bg" style={image} />}
      <div className="re-art" style={image}>
        {!src && <NoteIcon />}
        {probe}
        {loading && <span className="re-bars" />}
      </div>
    </>
  );
}

import { useState } from 'preact/hooks';
import { log } from '../../lib/logger';
import { NoteIcon } from '../controls/icons';
import { useStore } from '../../lib/use-store';
import { usePlayer } from '../../player/context';
import { stationImage } from './image-proxy';

/**
 * The blurred background and the album art (spec §2 items 1–2): the first image that has not
 * failed of the track cover and the station's default album art, else the bundled default (an
 * inline SVG note: no request, cannot fail). A failed image is logged and the next tried (spec
 * §8); loading bars show until the image has loaded. The background (blur deviation 50,
 * player.css) shows the same image; with the image proxy on, both load through it. Both are decorative: the title and track line say what plays.
 */
export function Artwork({ defaultArt }: { defaultArt: string }) {
  const { stores, station } = usePlayer();
  const { cover } = useStore(stores.track);
  const [failed, setFailed] = useState<string[]>([]);
  const [loaded, setLoaded] = useState('');
  // Third-party images through the image proxy when it is on (spec §7).
  const src = [cover, defaultArt].map((url) => stationImage(url, station)).find((url) => url && !failed.includes(url));
  const loading = !!src && src !== loaded;
  return (
    <>
      {src && <img className="re-bg" src={src} alt="" />}
      <div className="re-art">
        {src ? (
          <img
            key={src}
            src={src}
            alt=""
            onLoad={() => setLoaded(src)}
            onError={() => {
              log.warn('Unable to load the album art', src);
              setFailed([...failed, src]);
            }}
          />
        ) : (
          <NoteIcon />
        )}
        {loading && <span className="re-bars" />}
      </div>
    </>
  );
}

import { useEffect, useRef } from 'preact/hooks';
import type { AdPlaybackState } from '../ad-state';
import { formatSeconds } from './format-seconds';
import { EN_ADS } from '../words';
import { words } from '../../i18n/words';

/**
 * The ad while it plays: "Advertisement" and the time left where the (cleared) track line was,
 * and a video creative in the ad slot (spec §3 "Ad slot 640x360"), over the album art. An audio
 * creative plays in the player itself: only the label shows. Nothing shows before the ad starts.
 */
export function AdSlot({ playback }: { playback: AdPlaybackState }) {
  const box = useRef<HTMLDivElement>(null);
  const { media, video, started, position, duration } = playback;
  useEffect(() => {
    const parent = box.current;
    if (!video || !parent) return;
    parent.append(media);
    return () => media.remove();
  }, [media, video]);
  const remaining = duration > 0 ? duration - position : 0;
  return (
    <>
      {video && <div ref={box} className="re-ad-video" hidden={!started} />}
      {started && (
        <p className="re-ad">
          {words(EN_ADS).advertisement}{remaining > 0 && <span aria-hidden="true"> · {formatSeconds(remaining)}</span>}
        </p>
      )}
    </>
  );
}

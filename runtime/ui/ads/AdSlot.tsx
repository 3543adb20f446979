import { useEffect, useRef } from 'react';
import type { AdPlaybackState } from '../../ads/ad-state';
import { formatSeconds } from './format-seconds';

/**
 * The ad slot (spec §3 "Ad slot 640x360"): a video creative plays here; an audio creative plays
 * in the player itself and only this label shows. Hidden until the creative starts.
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
    <section className="re-ad" hidden={!started} aria-label="Advertisement">
      {video && <div ref={box} className="re-ad__video" />}
      <p className="re-ad__label">
        Advertisement{remaining > 0 && <span aria-hidden="true"> · {formatSeconds(remaining)}</span>}
      </p>
    </section>
  );
}

import { useLayoutEffect, useRef } from 'preact/hooks';
import { usePlayer } from '../player/context';

/**
 * The stream element (spec §2 item 3): a bare <audio> with no src and preload="none", so nothing
 * is fetched before Play. The shell renders it and hands it to the player, whose engine drives
 * it; it has no controls of its own.
 */
export function StreamElement() {
  const player = usePlayer();
  const ref = useRef<HTMLAudioElement>(null);
  // A layout effect runs inside render(): the element is attached when the app's render returns,
  // so a click the first paint held (runtime/first-paint/) can be replayed at once.
  useLayoutEffect(() => player.attachMedia(ref.current), []);
  return <audio ref={ref} preload="none" className="re-media" />;
}

import { useEffect, useRef } from 'preact/hooks';
import { connectStreamElement } from '../actions/engine-session';

/**
 * The stream element (spec §2 item 3): a bare <audio> with no src and preload="none", so nothing
 * is fetched before Play. The engine drives it; it has no controls of its own.
 */
export function StreamElement() {
  const ref = useRef<HTMLAudioElement>(null);
  useEffect(() => connectStreamElement(ref.current), []);
  return <audio ref={ref} preload="none" className="re-media" />;
}

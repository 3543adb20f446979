import { useEffect, useRef } from 'react';
import { connectStreamElement, currentEngine } from '../actions/engine-session';
import { startMetadata } from '../metadata/start-metadata';
import { $station } from '../stores/station';

/**
 * The stream element (spec §2 item 3): a bare <audio> with no src and preload="none", so nothing
 * is fetched before Play. The engine drives it; it has no controls of its own. The now-playing
 * track starts with it, since a `stream` station's track comes from this engine.
 */
export function StreamElement() {
  const ref = useRef<HTMLAudioElement>(null);
  useEffect(() => {
    const disconnect = connectStreamElement(ref.current);
    const stopTrack = startMetadata($station.get(), currentEngine());
    return () => {
      stopTrack();
      disconnect();
    };
  }, []);
  return <audio ref={ref} preload="none" className="re-media" />;
}

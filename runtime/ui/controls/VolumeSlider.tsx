import { setVolume } from '../../actions/volume';
import { $playback } from '../../stores/playback';
import { useStore } from '../use-store';

/** The optional volume slider (spec §9: min 0, max 100, step 1). */
export function VolumeSlider() {
  const { volume } = useStore($playback);
  return (
    <input
      type="range"
      className="re-volume"
      aria-label="Volume"
      min={0}
      max={100}
      step={1}
      value={volume}
      onInput={(event) => setVolume(event.currentTarget.valueAsNumber)}
    />
  );
}

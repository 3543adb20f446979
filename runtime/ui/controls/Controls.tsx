import { MuteButton } from './MuteButton';
import { PlayButton } from './PlayButton';
import { VolumeSlider } from './VolumeSlider';

/** The controls bar (spec §2 item 4). */
export function Controls({ showVolume }: { showVolume: boolean }) {
  return (
    <div className="re-controls">
      <PlayButton />
      <MuteButton />
      {showVolume && <VolumeSlider />}
    </div>
  );
}

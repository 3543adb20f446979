import { MuteButton } from './MuteButton';
import { PlayButton } from './PlayButton';
import { VolumeSlider } from './VolumeSlider';

/**
 * The controls bar (spec §2 item 4). Mute and the volume slider share a group: where the bar is
 * too narrow for the slider, it folds into the Mute button and opens beside it on hover or focus
 * (player.css), so it never slides under Share or out of the frame.
 */
export function Controls({ showVolume }: { showVolume: boolean }) {
  return (
    <div className="re-controls">
      <PlayButton />
      <div className={showVolume ? 're-vol re-vol--slider' : 're-vol'}>
        <MuteButton />
        {showVolume && <VolumeSlider />}
      </div>
    </div>
  );
}

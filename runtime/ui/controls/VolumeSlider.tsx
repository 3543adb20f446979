import { usePlayer } from '../../player/context';
import { EN_PLAYER } from '../../features/i18n/locales/en/player';
import { words } from '../../features/i18n/words';
import { useStore } from '../../lib/use-store';

/**
 * The optional volume slider (spec §9: min 0, max 100, step 1). Muted, it shows 0 — what the
 * listener hears — and the chosen volume again on unmute (the store keeps it while muted).
 */
export function VolumeSlider() {
  const { request, stores } = usePlayer();
  const { volume, muted } = useStore(stores.playback);
  return (
    <input
      type="range"
      className="re-volume"
      aria-label={words(EN_PLAYER).volume}
      min={0}
      max={100}
      step={1}
      value={muted ? 0 : volume}
      onInput={(event) => request.setVolume(event.currentTarget.valueAsNumber)}
    />
  );
}

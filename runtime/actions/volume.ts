import { $playback } from '../stores/playback';
import { applyVolume } from './apply-volume';
import { currentEngine } from './engine-session';
import { normalizeVolume } from './volume-rules';
import { readSavedVolume, saveVolume } from './volume-storage';

/** The slider: validates (spec §5), remembers, and applies unless muted. */
export function setVolume(value: unknown): void {
  const volume = normalizeVolume(value);
  $playback.setKey('volume', volume);
  saveVolume(volume);
  applyVolume(currentEngine());
}

/** On mount (spec §4): the saved volume, validated, if any was saved. */
export function loadSavedVolume(): void {
  const saved = readSavedVolume();
  if (saved !== null) $playback.setKey('volume', normalizeVolume(saved));
  applyVolume(currentEngine());
}

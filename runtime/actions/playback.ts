import type { AudioEngine } from '../engine/types';
import { log } from '../log/logger';
import { $connection } from '../stores/connection';
import { $playback } from '../stores/playback';
import { currentEngine } from './engine-session';

// Spec §4: commands are refused with a warning until the engine is ready.
function readyEngine(command: string): AudioEngine | null {
  const engine = currentEngine();
  if (engine?.state.ready) return engine;
  log.warn(`Ignoring ${command}: the player is not ready yet`);
  return null;
}

/** Connects to the stream at its live edge. `playing` turns true only when audio actually plays. */
export function play(): void {
  const engine = readyEngine('play');
  if (!engine) return;
  $playback.setKey('playStream', true);
  $connection.set('CONNECTING');
  void engine.play();
}

/** Ends the connection to the stream server (live radio has nothing to pause). */
export function stop(): void {
  const engine = readyEngine('stop');
  if (!engine) return;
  $playback.setKey('playStream', false);
  engine.stop();
}

/** The Play/Stop button: Stop while audio plays, otherwise Play (again, if still connecting). */
export function togglePlay(): void {
  if ($playback.get().playing) stop();
  else play();
}

/** Mute, or unmute and restore the chosen volume. */
export function toggleMute(): void {
  const engine = readyEngine('mute');
  if (!engine) return;
  if ($playback.get().muted) {
    engine.setMuted(false);
    // Read after the unmute request; applyVolume skips while the store still says muted.
    engine.setVolume($playback.get().volume);
  } else {
    engine.setMuted(true);
  }
}

import type { ListenerRequests, PlaybackView } from '../requests';

/** The volume step of ↑ and ↓ (percentage points). */
export const VOLUME_STEP = 5;

/**
 * Play/stop, mute and volume through the controls' own requests (the keys and the host page's
 * API alike), so a shortcut does exactly what the button would. True when it did something.
 */
export function runPlayerShortcut(shortcut: string, request: ListenerRequests, playback: PlaybackView): boolean {
  const { playStream, volume } = playback.get();
  if (shortcut === 'toggle') (playStream ? request.stop : request.play)();
  else if (shortcut === 'mute') request.toggleMute();
  else if (shortcut === 'louder') request.setVolume(Math.min(100, volume + VOLUME_STEP));
  else if (shortcut === 'quieter') request.setVolume(Math.max(0, volume - VOLUME_STEP));
  else return false;
  return true;
}

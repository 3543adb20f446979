import type { Watch } from './watch';

/** A playing stream whose position has not moved for this long has dropped. */
export const STALL_TIMEOUT_MS = 8_000;

/**
 * The element may sit in `waiting` for ever when a server stops sending: no progress is a drop.
 * Started on every `playing` (which counts as progress), it calls `onStall` once the position
 * has not moved for STALL_TIMEOUT_MS.
 */
export function createStallWatch(media: HTMLMediaElement, onStall: () => void): Watch {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let position = 0;
  const arm = (): void => {
    clearTimeout(timer);
    timer = setTimeout(onStall, STALL_TIMEOUT_MS);
  };
  const onTimeUpdate = (): void => {
    if (media.currentTime === position) return;
    position = media.currentTime;
    arm();
  };
  return {
    start() {
      position = media.currentTime;
      media.addEventListener('timeupdate', onTimeUpdate);
      arm();
    },
    stop() {
      clearTimeout(timer);
      media.removeEventListener('timeupdate', onTimeUpdate);
    },
  };
}

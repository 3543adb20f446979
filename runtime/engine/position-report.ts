import type { Watch } from './watch';

/** Spec §9: time-position updates at most one per 500 ms, on the trailing edge. */
export const TIME_POSITION_MS = 500;

/** Reports the element's position at most once per TIME_POSITION_MS, the latest one. */
export function createPositionReport(
  media: HTMLMediaElement,
  report: (now: { duration: number; position: number }) => void,
): Watch {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const onTimeUpdate = (): void => {
    timer ??= setTimeout(() => {
      timer = undefined;
      report({ duration: media.duration, position: media.currentTime });
    }, TIME_POSITION_MS);
  };
  return {
    start: () => media.addEventListener('timeupdate', onTimeUpdate),
    stop() {
      clearTimeout(timer);
      timer = undefined;
      media.removeEventListener('timeupdate', onTimeUpdate);
    },
  };
}

import type { AdTracker } from '../../../runtime/features/ads/ad-tracker';

/** Records the VAST tracking calls in order, quartiles as VASTTracker would fire them. */
export function fakeTracker(): AdTracker & { fired: string[] } {
  const fired: string[] = [];
  let duration = 0;
  let started = false;
  const passed = new Set<string>();
  return {
    fired,
    load: () => fired.push('loaded'),
    trackImpression: () => fired.push('impression'),
    setDuration: (seconds) => {
      duration = seconds;
    },
    setProgress(seconds) {
      if (seconds > 0 && !started) {
        started = true;
        fired.push('start');
      }
      for (const [name, at] of [['firstQuartile', 0.25], ['midpoint', 0.5], ['thirdQuartile', 0.75]] as const) {
        if (duration > 0 && seconds >= at * duration && !passed.has(name)) {
          passed.add(name);
          fired.push(name);
        }
      }
    },
    setPaused: (paused) => fired.push(paused ? 'pause' : 'resume'),
    setMuted: (muted) => fired.push(muted ? 'mute' : 'unmute'),
    complete: () => fired.push('complete'),
    close: () => fired.push('closeLinear'),
    error: ({ ERRORCODE }) => fired.push(`error ${ERRORCODE}`),
  };
}

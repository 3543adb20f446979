/**
 * A file's duration overshoots its nominal length by a few milliseconds (ffmpeg's 3 s WebM
 * says 3.008 s: Opus's pre-skip and the container's rounding); counting those as a whole
 * second would label a 3 s ad "0:04" as it starts.
 */
const OVERSHOOT_S = 0.1;

/** 75 → "1:15": the ad's remaining time as the label shows it, rounded up to whole seconds. */
export function formatSeconds(seconds: number): string {
  const whole = Math.max(0, Math.ceil(seconds - OVERSHOOT_S));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

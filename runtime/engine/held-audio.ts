/**
 * Where the browser's own HLS player keeps every second it has played, a station left playing
 * grows the tab's memory for as long as it plays (about 57 MB an hour at 128 kbit/s). Chromium's
 * player does so with segments under 6 s: it clears played audio only while it holds 10 s ahead,
 * and joining three segments behind the live edge it never does (docs/engine.md, "Audio held in
 * Chromium's native HLS player"). A player that trims holds some seconds behind the playhead:
 * Chromium about 10 s plus a segment and a bit (measured: 12 to 17 s with 6 s segments, so about
 * 25 s with 10 s ones), hls.js 10 s as configured. Holding more than this says it does not trim.
 */
export const HELD_AUDIO_LIMIT_S = 45;

/** Seconds of audio already played that the element still holds, behind the playhead. */
export function heldBehindPlayhead(media: Pick<HTMLMediaElement, 'buffered' | 'currentTime'>): number {
  const { buffered, currentTime } = media;
  for (let i = 0; i < buffered.length; i++) {
    if (buffered.start(i) <= currentTime && currentTime <= buffered.end(i)) return currentTime - buffered.start(i);
  }
  return 0;
}

/** hls.js is fetched from here on, so the move is not kept waiting for its download. */
export const HELD_AUDIO_PREFETCH_S = 30;

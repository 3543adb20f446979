/** What the delay is read from: the stream element's clock and ranges. */
export type MediaTiming = Pick<HTMLMediaElement, 'currentTime' | 'paused' | 'readyState' | 'buffered' | 'seekable'>;

const HAVE_CURRENT_DATA = 2;

/** Whether the element is playing something heard now (not paused, not waiting for its first data). */
export const playsNow = (media: MediaTiming | null | undefined): media is MediaTiming =>
  !!media && !media.paused && media.readyState >= HAVE_CURRENT_DATA;

/**
 * How far behind the live edge the listener hears, in ms (0 when nothing plays: then nobody hears
 * anything late). The live edge is the newest moment the element knows of:
 *
 * - Icecast / Shoutcast (MP3, AAC over one HTTP response): the end of what has been received.
 *   After its burst the server sends in real time, so the newest byte received is what the server
 *   has just sent. This includes the burst (Icecast's `burst-size`, 64 KB ≈ 4 s at 128 kbps)
 *   where the element counts it in `buffered` (Firefox); where it does not (Chromium, WebKit),
 *   ./stream-delay.ts adds the measured burst.
 * - HLS (hls.js or the browser's own): the end of the seekable range, the live playlist's edge
 *   (hls.js's `liveDurationInfinity` sets it; native players set it themselves).
 *
 * The larger of the two ends is taken, so one rule serves both.
 */
export function liveDelayMs(media: MediaTiming | null | undefined): number {
  if (!playsNow(media)) return 0;
  const edge = Math.max(lastEnd(media.buffered), lastEnd(media.seekable));
  const behind = edge - media.currentTime;
  return Number.isFinite(behind) && behind > 0 ? Math.round(behind * 1000) : 0;
}

// Chromium gives a live MP3's seekable range an end of Infinity: that end says nothing.
function lastEnd(ranges: TimeRanges | null | undefined): number {
  const end = ranges && ranges.length > 0 ? ranges.end(ranges.length - 1) : 0;
  return Number.isFinite(end) ? end : 0;
}

/** A live progressive stream whose download has not grown for this long has closed or stalled. */
export const DOWNLOAD_STALL_MS = 3_000;
const POLL_MS = 250;

/** Where the audio the element holds ends, in seconds (0 when it reports none). */
const heldUntil = (media: HTMLMediaElement): number => {
  const { buffered } = media;
  return buffered?.length ? buffered.end(buffered.length - 1) : 0;
};

/**
 * Watches the download of a live stream that plays through the element's own `src` (MP3, AAC).
 * A browser reads such a stream as the server sends it, so what it holds grows every second or
 * two (Chromium reads about 1.4 s at a time). When the server closes the connection — the
 * station's encoder went away, Icecast itself stopped — the element says nothing until the 10 to
 * 20 s it holds have played out, and the listener would hear them end in silence before
 * "Reconnecting…". Holding no more for DOWNLOAD_STALL_MS is that moment. It is polled, not read
 * from events: Firefox fires neither `progress` nor `suspend` there, nor `timeupdate` while it
 * waits for data. An element that reports nothing held is not watched. Returns the stop.
 */
export function watchDownload(media: HTMLMediaElement, onStall: () => void): () => void {
  let held = heldUntil(media);
  let still = 0;
  const poll = setInterval(() => {
    const now = heldUntil(media);
    still = now > held || !now ? 0 : still + POLL_MS;
    held = now;
    if (still < DOWNLOAD_STALL_MS) return;
    clearInterval(poll);
    onStall();
  }, POLL_MS);
  return () => clearInterval(poll);
}

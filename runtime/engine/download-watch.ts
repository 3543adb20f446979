import type { EngineError } from './events';
import type { Watch } from './watch';

/** What a drop the download shows is reported as: the server closed the connection (or it hangs). */
export const CONNECTION_CLOSED: EngineError = { code: 'CLOSED', message: 'The stream connection closed' };

/** A live progressive stream whose download has not grown for this long has closed or stalled. */
export const DOWNLOAD_STALL_MS = 3_000;
/**
 * More audio than this held ahead of what plays is a file: a live stream's server sends its burst
 * at once, then real time (Icecast's 256 KB burst, docs/operators.md: 16 s at 128 kbit/s, 87 s at
 * 24). Two minutes: a low-bitrate station's burst stays watched, and a loop shorter than that held
 * whole is the one file still taken for live audio.
 */
export const FILE_AHEAD_S = 120;
const POLL_MS = 250;

/** Where the audio the element holds ends, in seconds (0 when it reports none). */
const heldUntil = (media: HTMLMediaElement): number => {
  const { buffered } = media;
  return buffered?.length ? buffered.end(buffered.length - 1) : 0;
};

/**
 * Watches the download of a live stream that plays through the element's own `src` (MP3, AAC).
 * When the server closes the connection — the station's encoder went away, Icecast itself
 * stopped — the element says nothing until the 10 to 20 s it holds have played out, and the
 * listener would hear them end in silence before "Reconnecting…". Two signs catch it sooner:
 *
 * - The connection's Resource Timing entry: Chromium and Firefox add it the moment a media
 *   download ends, and a live stream's download ends only when the server closes it (measured:
 *   within 20 ms of Icecast closing the mount, in both).
 * - A server that hangs without closing: what the element holds stops growing. A browser reads
 *   such a stream as the server sends it, every second or two. Polled, not read from events:
 *   Firefox fires neither `progress` nor `suspend` there, nor `timeupdate` while it waits for
 *   data. Chromium keeps feeding `buffered` from its media cache after a close, so this alone
 *   takes 8 s there (the reason for the first sign). An element that reports nothing held is not
 *   polled.
 *
 * Only a live stream is watched (a duration that is Infinity or just what is held). Calls `onStall` once, at the first sign.
 * Returns the stop.
 */
export function watchDownload(media: HTMLMediaElement, onStall: () => void): () => void {
  // A file (a station's loop, a recording) has a length: its download ends when it is all in
  // hand, and then nothing more comes; neither is a drop. A live stream has no length: Chromium
  // says Infinity, Firefox a duration that is just what it holds so far (measured), while a
  // file's duration runs past what is held when it starts playing — or, on a fast link, the
  // whole file is held already (WebKit, a 10-minute MP3 from a CDN on loopback: 600 s held at
  // the first `playing`; watched, it "dropped" every 3 s and replayed its start, measured), more
  // than a live stream's server ever sends ahead.
  const held = heldUntil(media);
  if (Number.isFinite(media.duration) && (media.duration > held + 0.5 || held - media.currentTime > FILE_AHEAD_S)) return () => {};
  let done = false;
  const stall = (): void => {
    if (done) return;
    stop();
    onStall();
  };

  let last = held;
  let still = 0;
  const poll = setInterval(() => {
    const now = heldUntil(media);
    still = now > last || !now ? 0 : still + POLL_MS;
    last = now;
    if (still >= DOWNLOAD_STALL_MS) stall();
  }, POLL_MS);

  const observer = watchConnectionEnd(media, stall);
  function stop(): void {
    done = true;
    clearInterval(poll);
    observer?.disconnect();
  }
  return stop;
}

/** Calls `onEnd` when a download of the element's current source ends from now on (Resource Timing). */
function watchConnectionEnd(media: HTMLMediaElement, onEnd: () => void): PerformanceObserver | undefined {
  if (typeof PerformanceObserver === 'undefined' || !PerformanceObserver.supportedEntryTypes?.includes('resource')) return undefined;
  const url = media.currentSrc;
  // An earlier connection to the same URL (a reconnect) may have ended just before this watch.
  const since = performance.now();
  const observer = new PerformanceObserver((list) => {
    if (list.getEntries().some((entry) => entry.name === url && (entry as PerformanceResourceTiming).responseEnd >= since)) onEnd();
  });
  observer.observe({ type: 'resource' });
  return observer;
}

/**
 * watchDownload as a controller: `start()` watches the current connection (once: a `playing`
 * after a pause does not restart it), `stop()` ends the watch with the connection.
 */
export function createDownloadWatch(media: HTMLMediaElement, onClosed: () => void): Watch {
  let unwatch: (() => void) | undefined;
  return {
    start() {
      unwatch ??= watchDownload(media, onClosed);
    },
    stop() {
      unwatch?.();
      unwatch = undefined;
    },
  };
}

import { safeStorage, type SafeStorage } from '../../../lib/safe-storage';
import { probeBurstSeconds } from './burst-probe';
import { liveDelayMs, type MediaTiming } from './live-delay';

/** What the delay is read from: the page (its media events), its storage and clock, the probe. */
export interface StreamDelayDeps {
  root: EventTarget;
  storage: SafeStorage;
  now(): number;
  probe(url: string): Promise<number | null>;
}

type Media = MediaTiming & Pick<HTMLMediaElement, 'currentSrc'> & EventTarget;

/**
 * Below this many seconds received ahead of the listener at the start, the element may be
 * hiding its burst (Chromium's `buffered` shows only what its demuxer has read, about 2 s; WebKit's
 * (GStreamer) shows no range at all for a live MP3; Firefox's shows all it holds): the stream's
 * burst is probed.
 */
const PROBE_BELOW_S = 4;
const HAVE_CURRENT_DATA = 2;

// One key per stream (the URL without its per-listener query), as the HLS player memory does.
const keyOf = (url: string): string => `streamBurst:${url.split('?')[0]}`;
const progressive = (url: string): boolean => /^https?:/i.test(url) && !/\.m3u8?(\?|$)/i.test(url);

const pageDeps = (): StreamDelayDeps => ({
  // No document (a test in node): no media events to hear, the element's own reading stands.
  root: globalThis.document ?? new EventTarget(),
  storage: safeStorage(() => globalThis.localStorage),
  now: () => Date.now(),
  probe: (url) => probeBurstSeconds(url),
});

/**
 * How far behind the server's live edge the listener hears (./live-delay.ts), where a progressive
 * stream's burst is hidden from the element. After its burst the server sends in real time, so
 * the newest audio received is the burst plus the time since the connection began: the delay is
 * that minus the time played (`currentTime`), and grows by every stall. The burst is measured
 * once per stream on this device (./burst-probe.ts; a technical fact about the stream, kept as
 * the HLS player memory is), the first time its element starts with less than PROBE_BELOW_S
 * ahead; until it is known, and where it cannot be, the element's own reading stands. The larger
 * of the two is taken. Returns the reading and the stop.
 */
export function streamDelay(element: () => Media | null, deps: StreamDelayDeps = pageDeps()): { ms: () => number; stop: () => void } {
  // When each element's current connection began (its `loadstart`), for the URL it loaded.
  const connected = new WeakMap<EventTarget, { src: string; at: number }>();
  const bursts = new Map<string, number | null | 'probing'>();
  let stopped = false;

  const burstOf = (url: string): number | null | 'probing' | undefined => {
    const known = bursts.get(keyOf(url));
    if (known !== undefined) return known;
    const stored = Number(deps.storage.get(keyOf(url)) ?? NaN);
    return Number.isFinite(stored) && stored >= 0 ? stored : undefined;
  };

  const onLoadStart = (event: Event): void => {
    const media = event.target as Media | null;
    if (stopped || !media || media !== element()) return;
    connected.set(media, { src: media.currentSrc, at: deps.now() });
  };
  const playing = (media: Media | null): media is Media =>
    !!media && !media.paused && media.readyState >= HAVE_CURRENT_DATA && progressive(media.currentSrc);

  // The burst is measured where the element may hide it and it is not known yet.
  const measureIfHidden = (media: Media): void => {
    const url = media.currentSrc;
    if (burstOf(url) !== undefined || liveDelayMs(media) >= PROBE_BELOW_S * 1000) return;
    bursts.set(keyOf(url), 'probing');
    // Without the listener's query: the probe carries none of their ids or consent strings, and
    // never reuses a per-listener token that a server might allow one connection at a time.
    void deps.probe(url.split('?')[0]!).then((seconds) => {
      if (stopped) return;
      bursts.set(keyOf(url), seconds);
      if (seconds !== null) deps.storage.set(keyOf(url), seconds.toFixed(2));
    });
  };

  // When the current connection began; one whose start was not seen (it began before the player
  // listened: the first paint's early stream) from the first reading, as if it had started at once.
  const connectionOf = (media: Media): { src: string; at: number } => {
    let connection = connected.get(media);
    if (connection?.src !== media.currentSrc) {
      connection = { src: media.currentSrc, at: deps.now() - media.currentTime * 1000 };
      connected.set(media, connection);
    }
    return connection;
  };

  const onPlaying = (event: Event): void => {
    const media = event.target as Media | null;
    if (!stopped && media && media === element() && progressive(media.currentSrc)) measureIfHidden(media);
  };
  deps.root.addEventListener('loadstart', onLoadStart, true);
  deps.root.addEventListener('playing', onPlaying, true);
  // Already playing when the player started listening (a click before the app).
  const current = element();
  if (playing(current)) {
    connectionOf(current);
    measureIfHidden(current);
  }

  const ms = (): number => {
    const media = element();
    const own = liveDelayMs(media);
    // Not `own === 0` for "not playing": WebKit's live MP3 has no buffered range at all while it plays.
    if (!playing(media)) return own;
    const connection = connectionOf(media);
    const burst = burstOf(media.currentSrc);
    if (burst === undefined) measureIfHidden(media);
    if (typeof burst !== 'number') return own;
    const received = burst * 1000 + (deps.now() - connection.at);
    return Math.max(own, Math.round(received - media.currentTime * 1000));
  };

  return {
    ms,
    stop: () => {
      stopped = true;
      deps.root.removeEventListener('loadstart', onLoadStart, true);
      deps.root.removeEventListener('playing', onPlaying, true);
    },
  };
}

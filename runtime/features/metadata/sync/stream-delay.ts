import { safeStorage, type SafeStorage } from '../../../lib/safe-storage';
import { probeBurstSeconds } from './burst-probe';
import { liveDelayMs, playsNow, type MediaTiming } from './live-delay';
import { streamBursts } from './stream-bursts';

/** What the delay is read from: the page (its media events), its storage and clock, the probe. */
export interface StreamDelayDeps {
  root: EventTarget;
  storage: SafeStorage;
  now(): number;
  probe(url: string): Promise<number | null>;
}

type Media = MediaTiming & Pick<HTMLMediaElement, 'currentSrc'> & EventTarget;

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
 * once per stream on this device (./stream-bursts.ts); until it is known, and where it cannot be,
 * the element's own reading stands. The larger of the two is taken. Returns the reading and the stop.
 */
export function streamDelay(element: () => Media | null, deps: StreamDelayDeps = pageDeps()): { ms: () => number; stop: () => void } {
  // When each element's current connection began (its `loadstart`), for the URL it loaded.
  const connected = new WeakMap<EventTarget, { src: string; at: number }>();
  const bursts = streamBursts(deps.storage, deps.probe, deps.now);
  let stopped = false;

  const onLoadStart = (event: Event): void => {
    const media = event.target as Media | null;
    if (stopped || !media || media !== element()) return;
    connected.set(media, { src: media.currentSrc, at: deps.now() });
  };
  const playing = (media: Media | null): media is Media => playsNow(media) && progressive(media.currentSrc);

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
    if (!stopped && media && media === element() && progressive(media.currentSrc)) bursts.measureIfHidden(media);
  };
  deps.root.addEventListener('loadstart', onLoadStart, true);
  deps.root.addEventListener('playing', onPlaying, true);
  // Already playing when the player started listening (a click before the app).
  const current = element();
  if (playing(current)) {
    connectionOf(current);
    bursts.measureIfHidden(current);
  }

  const ms = (): number => {
    const media = element();
    const own = liveDelayMs(media);
    // Not `own === 0` for "not playing": WebKit's live MP3 has no buffered range at all while it plays.
    if (!playing(media)) return own;
    const connection = connectionOf(media);
    const burst = bursts.of(media.currentSrc);
    if (burst === undefined) bursts.measureIfHidden(media);
    if (typeof burst !== 'number') return own;
    const received = burst * 1000 + (deps.now() - connection.at);
    return Math.max(own, Math.round(received - media.currentTime * 1000));
  };

  return {
    ms,
    stop: () => {
      stopped = true;
      bursts.stop();
      deps.root.removeEventListener('loadstart', onLoadStart, true);
      deps.root.removeEventListener('playing', onPlaying, true);
    },
  };
}

import type { SafeStorage } from '../../../lib/safe-storage';
import { liveDelayMs, type MediaTiming } from './live-delay';

/**
 * Below this many seconds received ahead of the listener at the start, the element may be
 * hiding its burst (Chromium's `buffered` shows only what its demuxer has read, about 2 s; WebKit's
 * (GStreamer) shows no range at all for a live MP3; Firefox's shows all it holds): the stream's
 * burst is probed.
 */
const PROBE_BELOW_S = 4;

/**
 * A measure older than this is taken again: an operator who changes the server's burst (as
 * docs/operators.md advises for Chrome's start) is heard within a week.
 */
const KEPT_MS = 7 * 86_400_000;

// One key per stream (the URL without its per-listener query), as the HLS player memory does.
const keyOf = (url: string): string => `streamBurst:${url.split('?')[0]}`;

export interface StreamBursts {
  /** The stream's burst in seconds; null where it could not be measured; 'probing' meanwhile; undefined when unknown. */
  of(url: string): number | null | 'probing' | undefined;
  /** Measures the burst of the stream `media` plays, where the element may hide it and it is not known yet. */
  measureIfHidden(media: MediaTiming & { currentSrc: string }): void;
  stop(): void;
}

/**
 * The bursts of the streams this device has played (./burst-probe.ts measures one), kept by stream
 * (a technical fact about the stream, as the HLS player memory is): measured the first time an
 * element plays the stream with less than PROBE_BELOW_S ahead, and again once the measure is a week old.
 * Stored as `<seconds> <when measured, ms since the epoch>`.
 */
export function streamBursts(storage: SafeStorage, probe: (url: string) => Promise<number | null>, now: () => number): StreamBursts {
  const bursts = new Map<string, number | null | 'probing'>();
  let stopped = false;
  const of = (url: string): number | null | 'probing' | undefined => {
    const known = bursts.get(keyOf(url));
    if (known !== undefined) return known;
    const [seconds, at] = (storage.get(keyOf(url)) ?? '').split(' ').map(Number);
    const fresh = at !== undefined && at <= now() && now() - at < KEPT_MS;
    return fresh && Number.isFinite(seconds) && seconds! >= 0 ? seconds : undefined;
  };
  return {
    of,
    measureIfHidden(media) {
      const url = media.currentSrc;
      if (of(url) !== undefined || liveDelayMs(media) >= PROBE_BELOW_S * 1000) return;
      bursts.set(keyOf(url), 'probing');
      // Without the listener's query: the probe carries none of their ids or consent strings, and
      // never reuses a per-listener token that a server might allow one connection at a time.
      void probe(url.split('?')[0]!).then((seconds) => {
        if (stopped) return;
        bursts.set(keyOf(url), seconds);
        if (seconds !== null) storage.set(keyOf(url), `${seconds.toFixed(2)} ${now()}`);
      });
    },
    stop: () => {
      stopped = true;
    },
  };
}

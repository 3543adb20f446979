// The engine's side of the first paint's early stream (./early-stream.ts): in the engine's chunk
// alone, so the app's chunk, which reads only what it needs before the engine has come (whether
// there is one, when it is heard, Stop, Mute and the volume on it), carries none of it.
import { EARLY_HLS, EARLY_STREAM, type WithEarly } from './early-stream';
import type { EarlyHls } from './hls-transport';

export { EARLY_HLS };

/**
 * The per-player id the early stream went out with (its `user-id`): the first paint makes one,
 * as the engine does before the GDPR decision, and the engine takes it as its own per-player id
 * (setup/stream-url-for.ts), so that its URL while the decision is open is the early stream's own
 * and the playing stream is adopted, and the stream server sees one listener, not two.
 */
export const earlyStreamId = (media: HTMLMediaElement | null): string | undefined =>
  (media && /[?&]user-id=([^&#]+)/.exec((media as WithEarly)[EARLY_STREAM] ?? '')?.[1]) || undefined;

/**
 * Whether the early stream can be adopted: only an element still on its resource (NETWORK_IDLE 1,
 * NETWORK_LOADING 2). One reset (EMPTY 0, a load() with no `src` left) or that found none
 * (NO_SOURCE 3: WebKit, whose early play() was aborted before it loaded) plays nothing once
 * adopted, and nobody would set a `src` again. One that has ended is over too: a live stream ends
 * only when its server closed it, and play() on it would start what it held again from the start
 * (Chromium does). An error while it plays on is Firefox's stray frame (a live MP3 joined
 * mid-frame: ./media-events.ts).
 */
const takeable = (media: HTMLMediaElement): boolean =>
  !media.ended && media.networkState % 3 > 0 && (!media.error || (!media.paused && media.readyState > 2));

/**
 * Takes the early stream over, once: its URL and, where hls.js plays it, that hls.js; or '' where
 * there is none or it failed (its hls.js, if any, is ended here; the engine then connects afresh).
 * The engine keeps it only where its own URL for the source is the same.
 */
export function takeEarlyStream(media: HTMLMediaElement): [url: string, hls?: EarlyHls] {
  const early = media as WithEarly & { [EARLY_HLS]?: EarlyHls };
  const url = early[EARLY_STREAM];
  const hls = early[EARLY_HLS];
  delete early[EARLY_STREAM];
  delete early[EARLY_HLS];
  if (url && takeable(media)) return [url, hls];
  hls?.close();
  return [''];
}

/**
 * The early stream played and is over before the engine came: its server closed it and the audio
 * it held ran out (Firefox then also reports a decode error for the last, cut frame). Read before
 * `takeEarlyStream`, which forgets it. For the listener that is a drop, not a stream that never
 * worked: the engine reports it as one, and the player reconnects ("Reconnecting…") instead of
 * saying the stream is unavailable.
 */
export function earlyStreamDropped(media: HTMLMediaElement): boolean {
  return !!(media as WithEarly)[EARLY_STREAM] && media.currentTime > 0 && media.paused && !takeable(media);
}

// The engine's side of the first paint's early stream (./early-stream.ts): in the engine's chunk
// alone, so the app's chunk, which reads only `hasEarlyStream`, carries none of it.
import { EARLY_STREAM, type WithEarly } from './early-stream';

/**
 * The per-player id the early stream went out with (its `user-id`): the first paint makes one,
 * as the engine does before the GDPR decision, and the engine takes it as its own per-player id
 * (setup/stream-url-for.ts), so that its URL while the decision is open is the early stream's own
 * and the playing stream is adopted, and the stream server sees one listener, not two.
 */
export const earlyStreamId = (media: HTMLMediaElement | null): string | undefined =>
  (media && /[?&]user-id=([^&#]+)/.exec((media as WithEarly)[EARLY_STREAM] ?? '')?.[1]) || undefined;

/**
 * Takes the early stream over, once: its URL, or '' where there is none or it failed (the engine
 * then connects afresh). The engine keeps it only where its own URL for the source is the same.
 */
export function takeEarlyStream(media: HTMLMediaElement): string {
  const url = (media as WithEarly)[EARLY_STREAM];
  delete (media as WithEarly)[EARLY_STREAM];
  // Only an element still on its resource (NETWORK_IDLE 1, NETWORK_LOADING 2): one reset (EMPTY 0,
  // a load() with no `src` left) or that found none (NO_SOURCE 3: WebKit, whose early play() was
  // aborted before it loaded) plays nothing once adopted, and nobody would set a `src` again.
  // An error while it plays on is Firefox's stray frame (a live MP3 joined mid-frame: ./media-events.ts).
  return url && media.networkState % 3 && (!media.error || (!media.paused && media.readyState > 2)) ? url : '';
}

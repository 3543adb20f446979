/**
 * The stream the first paint started itself on a cold click on Play, before the app and the
 * engine were there (first-paint/early-stream.ts): its URL, kept on the stream element under this
 * property (the same name as that file's EARLY_STREAM; a property, not an attribute, which the
 * app's render would clear). The element plays it with no `src` attribute left.
 */
const EARLY_STREAM = 'reEarlyStream';

type WithEarly = HTMLMediaElement & { [EARLY_STREAM]?: string };

/** Whether the element carries an early stream not yet taken over (an unlock's load() would end it). */
export const hasEarlyStream = (media: HTMLMediaElement): boolean => EARLY_STREAM in media;

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
  // An error while it plays on is Firefox's stray frame (a live MP3 joined mid-frame: ./media-events.ts).
  return url && (!media.error || (!media.paused && media.readyState > 2)) ? url : '';
}

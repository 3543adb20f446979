/**
 * The stream the first paint started itself on a cold click on Play, before the app and the
 * engine were there (first-paint/early-stream.ts): its URL, kept on the stream element under this
 * property (the same name as that file's EARLY_STREAM; a property, not an attribute, which the
 * app's render would clear). The element plays it with no `src` attribute left. What the app
 * reads of it is here; what only the engine's chunk reads, in ./early-stream-takeover.ts.
 */
export const EARLY_STREAM = 'reEarlyStream';

export type WithEarly = HTMLMediaElement & { [EARLY_STREAM]?: string };

/** Whether the element carries an early stream not yet taken over (an unlock's load() would end it). */
export const hasEarlyStream = (media: HTMLMediaElement): boolean => EARLY_STREAM in media;

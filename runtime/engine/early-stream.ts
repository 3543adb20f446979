/**
 * The stream the first paint started itself on a cold click on Play, before the app and the
 * engine were there (first-paint/early-stream.ts): its URL, kept on the stream element under this
 * property (the same name as that file's EARLY_STREAM; a property, not an attribute, which the
 * app's render would clear). The element plays it with no `src` attribute left. What the app
 * reads of it is here; what only the engine's chunk reads, in ./early-stream-takeover.ts.
 */
export const EARLY_STREAM = 'reEarlyStream';

/**
 * The stream element's property holding hls.js where it plays the early stream (Firefox:
 * ./hls-transport.ts startEarlyHls, the same name; written out there, so that the app's and the
 * engine's chunks do not import hls.js).
 */
export const EARLY_HLS = 'reEarlyHls';

export type WithEarly = HTMLMediaElement & { [EARLY_STREAM]?: string; [EARLY_HLS]?: { close(): void } };

/** Whether the element carries an early stream not yet taken over (an unlock's load() would end it). */
export const hasEarlyStream = (media: HTMLMediaElement): boolean => EARLY_STREAM in media;

/**
 * Calls `heard` once the element's early stream, not yet taken over, is heard (it plays, with
 * data): at once where it is already, else on its `playing`, unless the engine has taken it over
 * by then (the engine's own events say it). The listener's Play that finds the early stream on
 * (actions/playback.ts) says so then, Stop, as the painted Play did, not "Play" until the engine's
 * chunk has come and adopted it. Nothing where there is no early stream.
 */
export function onEarlyStreamHeard(media: HTMLMediaElement | null, heard: () => void): void {
  if (!media || !hasEarlyStream(media)) return;
  if (!media.paused && media.readyState > 2) return heard();
  media.addEventListener('playing', () => hasEarlyStream(media) && heard(), { once: true });
}

/**
 * Mute and the volume the listener sets before the engine has come, while the early stream plays:
 * on its element, at once (a screen reader's user who started it may need it quiet to hear their
 * reader; before, nothing changed until the engine's chunk came). The engine, once set up, starts
 * from the element's (its state reads them) and the store's. False where there is no early stream.
 */
export function soundOnEarlyStream(media: HTMLMediaElement | null, muted: boolean, volume: number): boolean {
  if (!media || !hasEarlyStream(media)) return false;
  media.muted = muted;
  media.volume = volume / 100;
  return true;
}

/**
 * Ends the early stream the engine has not taken over (the listener's Stop before the engine's
 * chunk came): its hls.js, if any, and its download; the element is as painted, and the engine,
 * once it comes, finds nothing to adopt and connects afresh on the next Play.
 */
export function endEarlyStream(media: HTMLMediaElement): void {
  const early = media as WithEarly;
  if (!hasEarlyStream(media)) return;
  early[EARLY_HLS]?.close();
  delete early[EARLY_STREAM];
  delete early[EARLY_HLS];
  media.pause();
  media.removeAttribute('src');
  media.load();
}

/** The longest the app's render waits for the early stream to start (`earlyStreamStarting`). */
export const EARLY_START_WAIT_MS = 1000;

/**
 * Resolves once the element's early stream, started and not yet playing, plays, is paused or
 * refused, fails or is reset (or after EARLY_START_WAIT_MS); at once where there is none, or it
 * plays already, or its play() was refused (paused again). The app renders after it (runtime/app.tsx):
 * rendering the player takes the main thread for a while, and Chromium's own HLS player reads the
 * playlist and asks for segments through it, so a render in the stream's first moments delays
 * audio (measured: a cold click's clock moved ~230 ms after it waiting, ~480 ms rendering at once,
 * under load). The listener already hears it; Stop and the rest come a moment later, held meanwhile.
 */
export const earlyStreamStarting = (media: HTMLMediaElement | null): Promise<unknown> =>
  !media || !hasEarlyStream(media) || media.paused || media.readyState > 2
    ? Promise.resolve()
    : new Promise((resolve) => {
        setTimeout(resolve, EARLY_START_WAIT_MS);
        // Each heard once; those left after the first resolve nothing more.
        for (const type of ['playing', 'pause', 'error', 'emptied']) media.addEventListener(type, resolve, { once: true });
      });

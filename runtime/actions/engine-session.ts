import type { AudioEngine } from '../engine/types';
import { log } from '../lib/logger';
import { $overrides } from '../stores/overrides';

let media: HTMLMediaElement | null | undefined;
let engine: AudioEngine | null = null;
let loading: Promise<AudioEngine | null> | undefined;
let tearDown = (): void => {};
const waiting: ((engine: AudioEngine) => void)[] = [];

/** The running engine, or null until its code has loaded (see `loadEngine`). */
export const currentEngine = (): AudioEngine | null => engine;

/** Runs `callback` with the engine once it exists (at once if it does); it never forces the load. */
export const whenEngine = (callback: (engine: AudioEngine) => void): unknown =>
  engine ? callback(engine) : waiting.push(callback);

/**
 * The engine, set up once on the stream element. Its code (engine, stream URL parameters,
 * bindings to the stores, reconnect, Media Session) is a lazy chunk, so an Icecast station's page
 * that nobody plays never downloads it. Fetched on the first sign of intent (see
 * `connectStreamElement`), for autoplay, or by the first command; a failed download is tried
 * again by the next.
 */
export function loadEngine(): Promise<AudioEngine | null> {
  return (loading ??= import('./engine-setup').then(
    (chunk) => {
      // No stream element (yet, or any more): nothing to set up; the next call tries again.
      const setUp = media !== undefined && chunk.setUpEngine(media);
      if (!setUp) {
        loading = undefined;
        return null;
      }
      ({ engine, tearDown } = setUp);
      waiting.splice(0).forEach((callback) => callback(setUp.engine));
      return engine;
    },
    (error: unknown) => {
      loading = undefined;
      log.error('Unable to load the player engine', error);
      return null;
    },
  ));
}

/**
 * Called inside the listener's click on Play: `load()` during a gesture unlocks the element for
 * a `play()` that comes after the gesture has ended (WebKit — iOS Safari — lifts its gesture
 * restrictions on the element; Chromium's user-gesture-required policy likewise). Before Play the
 * element has no `src`, so it fetches nothing; a connection still open is replaced by Play's own.
 */
export const unlockStreamElement = (): void => media?.load();

const INTENT = ['pointerenter', 'pointerdown', 'focusin'];

/**
 * Takes the player's stream element (spec §4: setup is skipped, with a warning, if there already
 * is one). The engine loads when the listener shows intent — the pointer on the player, a touch,
 * keyboard focus — so it is there by the click; with autoplay, at once. Returns the teardown.
 */
export function connectStreamElement(element: HTMLMediaElement | null): () => void {
  if (media !== undefined) {
    log.warn('The player is already set up');
    return () => {};
  }
  media = element;
  const player = element?.parentElement;
  const intent = (): void => void loadEngine();
  for (const type of INTENT) player?.addEventListener(type, intent, { once: true, passive: true });
  // Every station, HLS too, fetches its engine on intent, not while the browser is idle: what a
  // page fetches before the listener does anything is its first load (issue 16: the same budget
  // for HLS and MP3), and the pointer's arrival on the player comes far enough before the click
  // for the chunk (docs/engine.md "When the engine loads", measured by `npm run bench`).
  if ($overrides.get().autoplay) intent();
  return () => {
    for (const type of INTENT) player?.removeEventListener(type, intent);
    tearDown();
    tearDown = () => {};
    media = loading = undefined;
    engine = null;
  };
}

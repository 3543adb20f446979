import type { AudioEngine } from '../engine/types';
import { log } from '../log/logger';
import { $overrides } from '../stores/overrides';

type EngineChunk = typeof import('./engine-setup');

let media: HTMLMediaElement | null | undefined;
let engine: AudioEngine | null = null;
let loading: Promise<AudioEngine | null> | undefined;
let tearDown = (): void => {};
const waiting: ((engine: AudioEngine) => void)[] = [];

/** The running engine, or null until its code has loaded (see `loadEngine`). */
export const currentEngine = (): AudioEngine | null => engine;

/** Runs `callback` with the engine once it exists (at once if it does); it never forces the load. */
export function whenEngine(callback: (engine: AudioEngine) => void): void {
  if (engine) callback(engine);
  else waiting.push(callback);
}

/**
 * The engine, set up once on the stream element. Its code (engine, stream URL parameters,
 * bindings to the stores) is a lazy chunk: a page nobody plays never downloads it. It is fetched
 * on the first sign of intent (see `connectStreamElement`), for autoplay, or by the first command.
 */
export function loadEngine(): Promise<AudioEngine | null> {
  loading ??= import('./engine-setup').then(
    (chunk: EngineChunk) => {
      if (media === undefined) return null; // unmounted meanwhile
      const setUp = chunk.setUpEngine(media);
      if (!setUp) return null;
      ({ engine, tearDown } = setUp);
      waiting.splice(0).forEach((callback) => callback(setUp.engine));
      return engine;
    },
    (error: unknown) => {
      loading = undefined; // tried again by the next command
      log.error('Unable to load the player engine', error);
      return null;
    },
  );
  return loading;
}

const INTENT = ['pointerenter', 'pointerdown', 'focusin'] as const;

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
  if ($overrides.get().autoplay) intent();
  return () => {
    for (const type of INTENT) player?.removeEventListener(type, intent);
    tearDown();
    media = undefined;
    engine = null;
    loading = undefined;
    tearDown = () => {};
  };
}

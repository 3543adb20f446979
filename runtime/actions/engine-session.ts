import type { AudioEngine } from '../engine/types';
import { hasEarlyStream } from '../engine/early-stream';
import { log } from '../lib/logger';
import type { PlayGate, PlayerRequests } from '../player/types';
import type { PlayerStores } from '../player/player-stores';

/**
 * What the engine's chunk needs of its player: Play's gate (for autoplay), the requests (for the
 * Media Session), the stores its events write, and the features' own (the data saver's switch).
 */
export interface EngineSessionOwner {
  passPlayGate: PlayGate;
  request: PlayerRequests;
  stores: PlayerStores;
  storesOf<S>(factory: () => S): S;
}

/** The engine's setup (runtime/setup/engine-setup.ts): the engine on `media`, bound to its owner; null without an element. */
export type SetUpEngine = (media: HTMLMediaElement | null, owner: EngineSessionOwner) => { engine: AudioEngine; tearDown(): void } | null;

/**
 * Loads the engine's chunk. Handed in (the registry's `loadEngineSetup`, through createPlayer):
 * the setup puts the engine together with the features' parts, a layer above this one, which
 * therefore never imports it (docs/architecture.md "Layers").
 */
export type EngineSetupLoader = () => Promise<{ setUpEngine: SetUpEngine }>;

/**
 * One player's engine session (made by `createPlayer`, reached as `player.session`): the stream
 * element, the engine once its chunk has loaded, and who waits for it. Nothing of it is kept at
 * module level, so a second player on the page (or in the next test) starts with none of the
 * first one's engine, waiters or pending load.
 */
export interface EngineSession {
  /** The running engine, or null until its code has loaded (see `loadEngine`). */
  currentEngine(): AudioEngine | null;
  /** The stream element the engine plays through (null before the shell hands it over). */
  streamElement(): HTMLMediaElement | null;
  /** Runs `callback` with the engine once it exists (at once if it does); it never forces the load. */
  whenEngine(callback: (engine: AudioEngine) => void): void;
  /**
   * The engine, set up once on the stream element. Its code (engine, stream URL parameters,
   * bindings to the stores, reconnect, Media Session) is a lazy chunk, so an Icecast station's
   * page that nobody plays never downloads it. Fetched on the first sign of intent (see
   * `connectStreamElement`), for autoplay, or by the first command; a failed download is tried
   * again by the next. Null once the session is closed.
   */
  loadEngine(): Promise<AudioEngine | null>;
  /**
   * Called inside the listener's click on Play: `load()` during a gesture unlocks the element for
   * a `play()` that comes after the gesture has ended (WebKit — iOS Safari — lifts its gesture
   * restrictions on the element; Chromium's user-gesture-required policy likewise). Before Play
   * the element has no `src`, so it fetches nothing; a connection still open is replaced by Play's own.
   */
  unlockStreamElement(): void;
  /**
   * Takes the player's stream element (spec §4: setup is skipped, with a warning, if there
   * already is one). The engine loads when the listener shows intent — the pointer on the player,
   * a touch, keyboard focus — so it is there by the click; with autoplay, at once. Returns the
   * detach, which destroys the engine and forgets the element.
   */
  connectStreamElement(element: HTMLMediaElement | null): () => void;
  /** The player is gone: detach, drop the waiters, and never set an engine up again. */
  close(): void;
}

const INTENT = ['pointerenter', 'pointerdown', 'focusin'];

export function createEngineSession(owner: EngineSessionOwner, loadSetup: EngineSetupLoader): EngineSession {
  let media: HTMLMediaElement | null | undefined;
  let engine: AudioEngine | null = null;
  let loading: Promise<AudioEngine | null> | undefined;
  let tearDown = (): void => {};
  let detach = (): void => {};
  let closed = false;
  const waiting: ((engine: AudioEngine) => void)[] = [];

  const session: EngineSession = {
    currentEngine: () => engine,
    streamElement: () => media ?? null,
    whenEngine: (callback) => void (engine ? callback(engine) : closed || waiting.push(callback)),
    loadEngine() {
      if (closed) return Promise.resolve(null);
      const load: Promise<AudioEngine | null> = (loading ??= loadSetup().then(
        (chunk) => {
          // No stream element (yet, or any more), or another load since: nothing to set up; the
          // next call tries again.
          const setUp = !closed && loading === load && media !== undefined && chunk.setUpEngine(media, owner);
          if (!setUp) {
            if (loading === load) loading = undefined;
            return null;
          }
          ({ engine, tearDown } = setUp);
          waiting.splice(0).forEach((callback) => callback(setUp.engine));
          return engine;
        },
        (error: unknown) => {
          if (loading === load) loading = undefined;
          log.error('Unable to load the player engine', error);
          return null;
        },
      ));
      return load;
    },
    // Not an element that plays the first paint's early stream: load() would end it.
    unlockStreamElement: () => media && !hasEarlyStream(media) && media.load(),
    connectStreamElement(element) {
      if (closed || media !== undefined) {
        if (!closed) log.warn('The player is already set up');
        return () => {};
      }
      media = element;
      const player = element?.parentElement;
      const intent = (): void => void session.loadEngine();
      for (const type of INTENT) player?.addEventListener(type, intent, { once: true, passive: true });
      // Every station, HLS too, fetches its engine on intent, not while the browser is idle: what
      // a page fetches before the listener does anything is its first load (issue 16: the same
      // budget for HLS and MP3), and the pointer's arrival on the player comes far enough before
      // the click for the chunk (docs/engine.md "When the engine loads", measured by `npm run bench`).
      if (owner.stores.overrides.get().autoplay) intent();
      const thisDetach = (): void => {
        if (detach !== thisDetach) return;
        detach = () => {};
        for (const type of INTENT) player?.removeEventListener(type, intent);
        tearDown();
        tearDown = () => {};
        media = loading = undefined;
        engine = null;
      };
      detach = thisDetach;
      return thisDetach;
    },
    close() {
      closed = true;
      detach();
      waiting.length = 0;
      loading = undefined;
    },
  };
  return session;
}

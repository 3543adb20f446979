import type { ComponentType } from 'preact';
import type { EmbedConfig } from '../config/embed-config';
import type { Startup } from '../config/startup';
import type { EngineSession } from '../actions/engine-session';
import type { AudioEngine } from '../engine/types';
import type { Logger } from '../lib/logger';
import type { Teardown } from '../lib/teardown';
import type { StationState } from '../stores/station';
import type { PlayerStores } from './player-stores';

export type { Teardown };

/**
 * What the player touches outside itself, handed in once by `createPlayer` (app.tsx passes the
 * browser's; tests their own). Features reach the page through it rather than through globals.
 */
export interface PlayerEnv {
  /** The player's window: framed when its `parent` is another. */
  window: Window;
  document: Document;
  location: Pick<Location, 'search'>;
  /** localStorage, read on use: merely reading it throws in a sandboxed frame. */
  storage(): Storage;
  fetch: typeof fetch;
  clock: Pick<WindowOrWorkerGlobalScope, 'setTimeout' | 'clearTimeout'>;
  log: Logger;
  /**
   * Rendering the page's first paint (runtime/prerender.tsx), not the app: its images are written,
   * the page's stylesheet holding them back until the page has loaded (first-paint/page-loaded.ts).
   */
  painting?: true;
}

/**
 * The one way to ask the player for something (media-chrome's "requests"): the Play, Mute and
 * volume controls, the host page's API, a privacy choice's restart and the pre-roll all go
 * through these. The stores change only once the engine's media events confirm (engine-bindings).
 */
export interface PlayerRequests {
  /** Connect to the live stream (through the pre-roll, when a feature holds Play's gate). */
  play(): void;
  /** End the connection (live radio has nothing to pause). */
  stop(): void;
  /** The Mute button: mute, or unmute with the chosen volume restored. */
  toggleMute(): void;
  /** The slider: 0–100, validated, remembered; moving it up while muted unmutes. */
  setVolume(value: unknown): void;
}

/**
 * Play's step between the listener's request and the stream's start: `start` runs at once (inside
 * the click) or later, or not at all (the listener stopped meanwhile). The ads pre-roll holds it.
 */
export type PlayGate = (start: () => void) => void;

/** One player on one page (hls.js's `new Hls()` + `destroy()`): made by `createPlayer`. */
export interface Player {
  readonly startup: Startup;
  /** The station it plays; null when the page is not configured (then no feature starts). */
  readonly station: StationState | null;
  readonly env: PlayerEnv;
  /** Its stores, its own (made by `createPlayer`): components read them as `usePlayer().stores`. */
  readonly stores: PlayerStores;
  readonly request: PlayerRequests;
  /**
   * This player's engine session (its stream element, the engine once loaded): `loadEngine()`,
   * `currentEngine()`, `streamElement()`, … Its own, as is all of its machinery: none of it is
   * kept at module level, so a second player starts with nothing of the first.
   */
  readonly session: EngineSession;
  /**
   * Hands the player its stream element (the shell's <audio>): the engine session starts on it,
   * loading the engine on the listener's first sign of intent. Returns the detach.
   */
  attachMedia(element: HTMLMediaElement | null): Teardown;
  /** Runs `callback` with the engine once it exists (at once if it does); never forces its load. */
  whenEngine(callback: (engine: AudioEngine) => void): void;
  /** Sets Play's gate (one at a time); the teardown opens it again. */
  setPlayGate(gate: PlayGate): Teardown;
  /** Runs `start` through Play's gate: at once unless a feature of this player holds it. */
  passPlayGate: PlayGate;
  /**
   * A feature's own stores (the factory its face registers as `stores`): made by this player on
   * first use, the same ones after; they go with the player.
   */
  storesOf<S>(factory: () => S): S;
  /** Runs every teardown in reverse order and ends the engine session; its stores go with it. */
  destroy(): void;
}

/**
 * A feature (a folder under runtime/features/): a first-load face that decides whether it
 * applies and starts it, usually by loading its lazy body through `lazy()`, and the button it
 * puts in the player's bar, if any. It carries no name: its folder and its face's export name it,
 * and a name field would be first-load bytes nothing reads (property values do not minify).
 */
export interface Feature {
  /** Whether `start` runs for this station; it does when absent. */
  applies?(config: EmbedConfig, env: PlayerEnv): boolean;
  /** Starts it for this player; a promise for what only the lazy body can undo. None: it only fills its slot. */
  start?(player: Player, config: EmbedConfig): Teardown | Promise<Teardown>;
  /**
   * Its own stores for a player: the factory, which every player calls once, for itself
   * (`player.storesOf(factory)`), when it starts the feature or on first use.
   */
  stores?: () => unknown;
  /**
   * Its part of the bar (ui/Player.tsx's slot after Play, Mute and the volume): the shell shows
   * every feature's, in the registry's order, whether the feature started or not (the build's
   * prerender starts none for some stations); it renders nothing where it does not show.
   */
  bar?: ComponentType<{ station: StationState }>;
}

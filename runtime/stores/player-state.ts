import type { MapStore, ReadableAtom } from 'nanostores';
import type { Connection } from './connection';
import type { PlaybackState } from './playback';

/** Spec §4 "Player states". */
export type PlayerState = 'idle' | 'buffering' | 'playing' | 'paused';

/**
 * The spec's player state, read from what the engine's events already wrote (engine-bindings:
 * a player's `connection` and `playback`), never written on its own, so it cannot disagree with them:
 * - `playing`: audio plays;
 * - `buffering`: Play was asked and no audio yet, the stream waits for data, or a dropped stream
 *   is being got back;
 * - `paused`: the element was paused by someone else (a media key, the OS) while the session is
 *   still on; the engine ends the session right after (live radio cannot resume), so it is brief;
 * - `idle`: never played, stopped, or failed.
 * The engine's phases map onto it the same way (docs/architecture.md "The engine").
 */
export function playerStateOf(connection: Connection, playback: Pick<PlaybackState, 'playStream'>): PlayerState {
  if (connection === 'idle' || connection === 'failed') return 'idle';
  if (!playback.playStream && connection !== 'connecting') return 'paused';
  return connection === 'playing' ? 'playing' : 'buffering';
}

/** A store that is only read: its value now, and a listener called when it may have changed. */
export interface DerivedStore<T> {
  get(): T;
  listen(listener: (value: T) => void): () => void;
}

/**
 * The player state the UI (the player's `data-player-state`) and the host-page API read. Computed
 * on each read; a listener is called on each change of the stores it is read from (the state may
 * be the same: readers compare). nanostores' `computed` would add about 500 B to the first load.
 */
export function derivePlayerState(connection: ReadableAtom<Connection>, playback: MapStore<PlaybackState>): DerivedStore<PlayerState> {
  const state: DerivedStore<PlayerState> = {
    get: () => playerStateOf(connection.get(), playback.get()),
    listen(listener) {
      const offs = [connection, playback].map((store) => store.listen(() => listener(state.get())));
      return () => offs.forEach((off) => off());
    },
  };
  return state;
}

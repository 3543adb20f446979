import type { TypedSource } from './types';

/**
 * Which source the connection tries (engine/connection.ts's state, as a pure table, like
 * ./phase.ts): the candidates (best first; a playlist replaced by its entries once fetched), the
 * one being tried, and how many decode retries it has had.
 */
export interface SourceState {
  readonly candidates: readonly TypedSource[];
  readonly index: number;
  readonly decodeRetries: number;
}

export type SourceEvent =
  /** The station's sources (a Low data switch reorders them). */
  | { type: 'candidates'; list: readonly TypedSource[] }
  /** The best source (`first`), the same again (a decode retry), the next, or the same through hls.js. */
  | { type: 'connect'; to: 'first' | 'same' | 'next' | 'hls.js' }
  /** A playlist's entries came (fetched, or sniffed from a failed source): they take its place. */
  | { type: 'entries'; entries: readonly TypedSource[] }
  /** The failed source was not a playlist after all: on to the next. */
  | { type: 'not a playlist' };

/**
 * What the shell does next: connect to the source at `index` (or report `exhausted` when there is
 * none), ask whether the failed source answered with a playlist first (`sniff`), or nothing.
 */
export type SourceEffect = 'connect' | 'sniff' | 'none';

export const NO_SOURCES: SourceState = { candidates: [], index: 0, decodeRetries: 0 };

/**
 * The next state and what to do. `mayBePlaylist` says whether a source that failed may have
 * answered with a playlist (streams/playlist-url.ts `mayAnswerWithPlaylist`): asked only once it
 * failed, so a stream that plays costs no extra request.
 */
export function nextSource(
  state: SourceState,
  event: SourceEvent,
  mayBePlaylist: (source: TypedSource) => boolean = () => false,
): { state: SourceState; effect: SourceEffect } {
  switch (event.type) {
    case 'candidates':
      return { state: { ...state, candidates: event.list }, effect: 'none' };
    case 'entries': {
      const candidates = [...state.candidates];
      candidates.splice(state.index, 1, ...event.entries);
      return { state: { ...state, candidates }, effect: 'connect' };
    }
    case 'not a playlist':
      return { state: { ...state, index: state.index + 1 }, effect: 'connect' };
    case 'connect':
      switch (event.to) {
        case 'first':
          return { state: { ...state, index: 0, decodeRetries: 0 }, effect: 'connect' };
        case 'same':
          return { state: { ...state, decodeRetries: state.decodeRetries + 1 }, effect: 'connect' };
        case 'hls.js':
          return { state, effect: 'connect' };
        case 'next': {
          const failed = state.candidates[state.index];
          if (failed && mayBePlaylist(failed)) return { state: { ...state, decodeRetries: 0 }, effect: 'sniff' };
          return { state: { ...state, index: state.index + 1, decodeRetries: 0 }, effect: 'connect' };
        }
      }
  }
}

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
  /** Play: the best source; a decode error: the same again; a failure: the next; the same through hls.js. */
  | 'first'
  | 'same'
  | 'next'
  | 'hls.js'
  /** The failed source was not a playlist after all: on to the next. */
  | 'not a playlist'
  /** A playlist's entries came (fetched, or sniffed from a failed source): they take its place. */
  | { entries: readonly TypedSource[] }
  /** The station's sources (a Low data switch reorders them). */
  | { candidates: readonly TypedSource[] };

/**
 * What the shell does next: connect to the source at `index` (or report `exhausted` when there is
 * none), ask whether the failed source answered with a playlist first (`sniff`), or nothing.
 */
export type SourceEffect = 'connect' | 'sniff' | 'none';

export const NO_SOURCES: SourceState = { candidates: [], index: 0, decodeRetries: 0 };

/**
 * The next state and what to do. `mayBePlaylist` says whether a source that failed may have
 * answered with a playlist (streams/playlist-url.ts `mayAnswerWithPlaylist`): asked only once it
 * failed, so a stream that plays costs no extra request. (Written with locals, one object at the
 * end: it is the engine chunk's, and property names do not minify.)
 */
export function nextSource(
  { candidates, index, decodeRetries }: SourceState,
  event: SourceEvent,
  mayBePlaylist: (source: TypedSource) => boolean = () => false,
): { state: SourceState; effect: SourceEffect } {
  let effect: SourceEffect = 'connect';
  if (typeof event == 'object') {
    if ('entries' in event) candidates = [...candidates.slice(0, index), ...event.entries, ...candidates.slice(index + 1)];
    else (candidates = event.candidates), (effect = 'none');
  } else if (event == 'first') index = decodeRetries = 0;
  else if (event == 'same') decodeRetries++;
  else if (event == 'next' && candidates[index] && mayBePlaylist(candidates[index]!)) (decodeRetries = 0), (effect = 'sniff');
  else if (event != 'hls.js') (index++, (decodeRetries = event == 'next' ? 0 : decodeRetries));
  return { state: { candidates, index, decodeRetries }, effect };
}

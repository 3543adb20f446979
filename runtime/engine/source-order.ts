import type { TypedSource } from './types';

/**
 * Which source the connection tries (engine/connection.ts's state, as a pure table, like
 * ./phase.ts): the candidates (best first; a playlist replaced by its entries once fetched), the
 * index of the one being tried, and how many decode retries it has had. A tuple, as the table's
 * answer is: this is the engine chunk's code, and property names do not minify.
 */
export type SourceState = readonly [candidates: readonly TypedSource[], index: number, decodeRetries: number];

export type SourceEvent =
  /** Play: the best source; a decode error: the same again; a failure: the next; the same through hls.js. */
  | 'first'
  | 'same'
  | 'next'
  | 'hls.js'
  /** The failed source was not a playlist after all: on to the next. */
  | 'not a playlist'
  /** A playlist's entries came (fetched, or sniffed from a failed source): they take its place. */
  | readonly TypedSource[];

/**
 * What the shell does next: connect to the source at `index` (or report `exhausted` when there is
 * none), or ask whether the failed source answered with a playlist first (`sniff`).
 */
export type SourceEffect = 'connect' | 'sniff';

export const NO_SOURCES: SourceState = [[], 0, 0];

/** The station's sources (a Low data switch reorders them): the place in them and its retries stay; nothing starts. */
export const withCandidates = ([, index, decodeRetries]: SourceState, candidates: readonly TypedSource[]): SourceState => [
  candidates,
  index,
  decodeRetries,
];

/** The source being tried; none once every candidate failed. */
export const currentSource = ([candidates, index]: SourceState): TypedSource | undefined => candidates[index];

/**
 * The next state and what to do. `mayBePlaylist` says whether a source that failed may have
 * answered with a playlist (streams/playlist-url.ts `mayAnswerWithPlaylist`): asked only once it
 * failed, so a stream that plays costs no extra request.
 */
export function nextSource(
  [candidates, index, decodeRetries]: SourceState,
  event: SourceEvent,
  mayBePlaylist: (source: TypedSource) => boolean,
): [state: SourceState, effect: SourceEffect] {
  let effect: SourceEffect = 'connect';
  if (typeof event == 'object') candidates = [...candidates.slice(0, index), ...event, ...candidates.slice(index + 1)];
  else if (event == 'first') index = decodeRetries = 0;
  else if (event == 'same') decodeRetries++;
  else if (event == 'next' && candidates[index] && mayBePlaylist(candidates[index]!)) (decodeRetries = 0), (effect = 'sniff');
  else if (event != 'hls.js') (index++, (decodeRetries = event == 'next' ? 0 : decodeRetries));
  return [[candidates, index, decodeRetries], effect];
}

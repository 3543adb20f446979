// The connection's source order as a pure table (runtime/engine/source-order.ts): which source is
// tried after each event, and what the shell (engine/connection.ts) does next. The whole table,
// as test/runtime/engine/phase.test.ts checks the phases'.
import { describe, expect, test } from 'vitest';
import { currentSource, NO_SOURCES, nextSource, type SourceEffect, type SourceEvent, type SourceState, withCandidates } from '../../../runtime/engine/source-order';
import type { TypedSource } from '../../../runtime/engine/types';

const source = (url: string): TypedSource => ({ url, type: 'MP3' }) as TypedSource;
const [aac, mp3, pls, entry1, entry2] = ['https://s.example/aac', 'https://s.example/mp3', 'https://s.example/listen', 'https://s.example/e1', 'https://s.example/e2'].map(source);
const state = (index: number, decodeRetries = 0, candidates = [aac!, mp3!]): SourceState => [candidates, index, decodeRetries];
const playlistLike = (s: TypedSource): boolean => s === pls;

const TABLE: [string, SourceState, SourceEvent, SourceState, SourceEffect][] = [
  ['Play: the best source, retries reset', state(1, 2), 'first', state(0), 'connect'],
  ['a decode error: the same source again, one retry more', state(0, 1), 'same', state(0, 2), 'connect'],
  ['the same source through hls.js: nothing moves', state(1, 1), 'hls.js', state(1, 1), 'connect'],
  ['a failure: the next source, retries reset', state(0, 2), 'next', state(1), 'connect'],
  ['a failure of the last: past the end (the shell reports exhausted)', state(1), 'next', state(2), 'connect'],
  ['a failure of a source that may have answered with a playlist: ask it first', state(0, 1, [pls!, mp3!]), 'next', state(0, 0, [pls!, mp3!]), 'sniff'],
  ['it had: its entries take its place, the first of them next', state(0, 0, [pls!, mp3!]), [entry1!, entry2!], state(0, 0, [entry1!, entry2!, mp3!]), 'connect'],
  ['it had not: the next source', state(0, 0, [pls!, mp3!]), 'not a playlist', state(1, 0, [pls!, mp3!]), 'connect'],
  ['an empty playlist drops out', state(0, 0, [pls!, mp3!]), [], state(0, 0, [mp3!]), 'connect'],
];

describe('nextSource', () => {
  test.each(TABLE)('%s', (_, from, event, to, effect) => {
    const before = JSON.stringify(from);
    expect(nextSource(from, event, playlistLike)).toEqual([to, effect]);
    // Pure: the state it was given is unchanged.
    expect(JSON.stringify(from)).toBe(before);
  });
});

describe('withCandidates', () => {
  test('the station’s sources: kept, nothing started; a new order keeps the place and its retries', () => {
    expect(withCandidates(NO_SOURCES, [aac!, mp3!])).toEqual(state(0));
    const before = state(1, 2);
    expect(withCandidates(before, [mp3!, aac!])).toEqual(state(1, 2, [mp3!, aac!]));
    expect(before).toEqual(state(1, 2));
  });
});

describe('currentSource', () => {
  test('the source at the index; none past the end', () => {
    expect(currentSource(state(1))).toBe(mp3);
    expect(currentSource(state(2))).toBeUndefined();
    expect(currentSource(NO_SOURCES)).toBeUndefined();
  });
});

import { describe, expect, it } from 'vitest';
import type { EngineError } from '../../../runtime/engine/events';
import { type Effect, next, type Phase, type PhaseEvent } from '../../../runtime/engine/phase';

// The engine's phase table, row by row: no media element, no timers. The event sequences through
// the public API are in engine.test.ts and engine-hls.test.ts.
const STALLED: EngineError = { code: 'STALLED', message: 'The stream stalled' };
const disconnect: Effect = { type: 'disconnect' };
const notPlaying: Effect = { type: 'report', flag: 'playing', value: false };
const stop: Effect = { type: 'emit', event: 'stop' };
const started: Effect[] = [
  { type: 'watch' },
  { type: 'report', flag: 'paused', value: false },
  { type: 'report', flag: 'buffering', value: false },
  { type: 'report', flag: 'playing', value: true },
];
const paused: Effect[] = [{ type: 'unwatch-stall' }, { type: 'report', flag: 'paused', value: true }];
const closedWarning: Effect = { type: 'warn', warning: { code: 'PLAY_FAILED', message: 'The HLS stream has ended (#EXT-X-ENDLIST)' } };
const mediaError = (payload: unknown): Effect => ({ type: 'error', error: { code: 'MEDIA_ERROR', message: 'The stream failed', payload } });

type Row = [from: Phase, event: PhaseEvent, to: Phase, effects: Effect[]];

const rows: Row[] = [
  // Play connects afresh from anywhere: the best source, a new connection.
  ['idle', { type: 'play' }, 'connecting', [{ type: 'connect', to: 'first' }]],
  ['stopped', { type: 'play' }, 'connecting', [{ type: 'connect', to: 'first' }]],
  ['playing', { type: 'play' }, 'connecting', [{ type: 'connect', to: 'first' }]],
  // Stop ends the session; `stop` is reported only for a session that was on.
  ['playing', { type: 'stop' }, 'stopped', [disconnect, notPlaying, stop]],
  ['connecting', { type: 'stop' }, 'stopped', [disconnect, notPlaying, stop]],
  ['idle', { type: 'stop' }, 'stopped', [disconnect, notPlaying]],
  ['buffering', { type: 'destroy' }, 'idle', [disconnect, notPlaying, stop]],
  ['stopped', { type: 'destroy' }, 'stopped', [disconnect, notPlaying]],
  // Audio.
  ['connecting', { type: 'playing' }, 'playing', started],
  ['buffering', { type: 'playing' }, 'playing', started],
  ['switching', { type: 'playing' }, 'playing', started],
  ['paused', { type: 'playing' }, 'playing', started],
  // A closed HLS playlist is not the station coming back: that attempt fails, before audio only.
  ['connecting', { type: 'playing', closed: true }, 'connecting', [closedWarning, { type: 'connect', to: 'next' }]],
  ['connecting', { type: 'closed' }, 'connecting', [closedWarning, { type: 'connect', to: 'next' }]],
  ['playing', { type: 'closed' }, 'playing', []],
  ['playing', { type: 'playing', closed: true }, 'playing', started],
  // Waiting for data after it played; never before, never while moving to hls.js.
  ['playing', { type: 'waiting' }, 'buffering', [{ type: 'report', flag: 'buffering', value: true }]],
  ['paused', { type: 'waiting' }, 'buffering', [{ type: 'report', flag: 'buffering', value: true }]],
  ['connecting', { type: 'waiting' }, 'connecting', []],
  ['buffering', { type: 'waiting' }, 'buffering', []],
  ['switching', { type: 'waiting' }, 'switching', []],
  // A pause by someone else: live radio stops (stopPlayingWhenPaused), else it stays paused.
  ['playing', { type: 'pause', ends: true }, 'idle', [...paused, disconnect, notPlaying, stop]],
  ['playing', { type: 'pause', ends: false }, 'paused', paused],
  ['connecting', { type: 'pause', ends: false }, 'connecting', paused],
  ['idle', { type: 'pause', ends: true }, 'idle', [...paused, disconnect, notPlaying]],
  // Our own pauses: the one Stop caused, the one of leaving the native player.
  ['stopped', { type: 'pause', ends: true }, 'stopped', []],
  ['switching', { type: 'pause', ends: true }, 'switching', []],
  // A failure before audio tries the same source again (a decode error) or the next one…
  ['connecting', { type: 'failed', retry: true }, 'connecting', [{ type: 'connect', to: 'same' }]],
  ['connecting', { type: 'failed', payload: 'x' }, 'connecting', [{ type: 'connect', to: 'next' }]],
  // …after audio it is a drop, a retry or not…
  ['playing', { type: 'failed', payload: 'x', retry: true }, 'idle', [disconnect, notPlaying, stop, mediaError('x')]],
  ['switching', { type: 'failed', payload: 'x' }, 'idle', [disconnect, notPlaying, stop, mediaError('x')]],
  // …and with no session it belongs to an attempt already over.
  ['idle', { type: 'failed' }, 'idle', []],
  ['stopped', { type: 'failed' }, 'stopped', []],
  [
    'connecting',
    { type: 'refused', payload: 'p' },
    'idle',
    [{ type: 'warn', warning: { code: 'AUTOSTART_NOT_ALLOWED', message: 'Autostart is not allowed', payload: 'p' } }, disconnect, notPlaying, stop],
  ],
  // Refused after audio (hls.js's reload of the element plays on outside any gesture): the same.
  [
    'playing',
    { type: 'refused', payload: 'p' },
    'idle',
    [{ type: 'warn', warning: { code: 'AUTOSTART_NOT_ALLOWED', message: 'Autostart is not allowed', payload: 'p' } }, disconnect, notPlaying, stop],
  ],
  [
    'buffering',
    { type: 'refused' },
    'idle',
    [{ type: 'warn', warning: { code: 'AUTOSTART_NOT_ALLOWED', message: 'Autostart is not allowed', payload: undefined } }, disconnect, notPlaying, stop],
  ],
  [
    'connecting',
    { type: 'exhausted' },
    'idle',
    [disconnect, notPlaying, stop, { type: 'error', error: { code: 'CONNECT_FAILED', message: 'Unable to connect to the stream' } }],
  ],
  // `ended`: the stream finished. Heard live, the server went away; before audio, a bad source.
  ['playing', { type: 'ended' }, 'idle', [{ type: 'emit', event: 'finish' }, disconnect, notPlaying, stop]],
  ['connecting', { type: 'ended' }, 'connecting', [{ type: 'emit', event: 'finish' }, { type: 'connect', to: 'next' }]],
  ['idle', { type: 'ended' }, 'idle', [{ type: 'emit', event: 'finish' }]],
  // The watchers.
  ['buffering', { type: 'dropped', error: STALLED }, 'idle', [disconnect, notPlaying, stop, { type: 'error', error: STALLED }]],
  ['playing', { type: 'hoarding' }, 'switching', [{ type: 'connect', to: 'hls.js' }]],
  ['buffering', { type: 'hoarding' }, 'switching', [{ type: 'connect', to: 'hls.js' }]],
  ['switching', { type: 'hoarding' }, 'switching', []],
  ['connecting', { type: 'hoarding' }, 'connecting', []],
];

describe('the engine phase table', () => {
  it.each(rows)('%s + %o → %s', (from, event, to, effects) => {
    expect(next(from, event)).toEqual({ phase: to, effects });
  });

  it('every session that ends reports `stop` once, before its error', () => {
    const ends: PhaseEvent[] = [{ type: 'stop' }, { type: 'exhausted' }, { type: 'dropped', error: STALLED }, { type: 'failed' }];
    for (const from of ['playing', 'buffering', 'paused', 'switching'] as const) {
      for (const event of ends) {
        const { effects } = next(from, event);
        const stops = effects.filter((effect) => effect.type === 'emit' && effect.event === 'stop');
        expect(stops, `${from} + ${event.type}`).toHaveLength(1);
        const error = effects.findIndex((effect) => effect.type === 'error');
        if (error >= 0) expect(error).toBeGreaterThan(effects.indexOf(stops[0]!));
      }
    }
  });
});

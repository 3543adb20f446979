// One ad creative's playback as a pure table (runtime/features/ads/creative-phase.ts): for each
// state and event, the next state and the effects the shell (play-creative.ts) carries out, in
// order; the whole table, as test/runtime/engine/phase.test.ts checks the engine's.
import { describe, expect, test } from 'vitest';
import { VAST_ERROR } from '../../../runtime/features/ads/ad-tracker';
import {
  type CreativeEffect,
  type CreativeEvent,
  type CreativeState,
  creativeStart,
  nextCreative,
  UNKNOWN_DURATION_CAP_S,
} from '../../../runtime/features/ads/creative-phase';

const LOADING = creativeStart(30);
const READY: CreativeState = { ...LOADING, ready: true };
const PLAYING: CreativeState = { ...READY, started: true };
const PAUSED: CreativeState = { ...PLAYING, paused: true };
const emit = (name: string, payload?: unknown): CreativeEffect => (payload === undefined ? ['emit', name] : ['emit', name, payload]) as CreativeEffect;
const track = (call: string, value?: unknown): CreativeEffect => (value === undefined ? ['track', call] : ['track', call, value]) as CreativeEffect;
const finish = (outcome: string): CreativeEffect => ['finish', outcome] as CreativeEffect;
/** A media event as the shell hands it: what the element says (a 30 s ad at 0 s, unless told). */
const media = (type: string, says: Partial<{ duration: number; time: number; ended: boolean; code: number; message: string }> = {}): CreativeEvent =>
  ({ type, duration: Number.NaN, time: 0, ended: false, ...says }) as CreativeEvent;
const problem = (code: string, message: string, payload?: unknown) => ({ code, message, payload });

const TABLE: [string, CreativeState, CreativeEvent, CreativeState, CreativeEffect[]][] = [
  ['bytes arrive: the file exists', LOADING, media('progress'), { ...LOADING, received: true }, []],
  ['metadata: the media’s duration wins', LOADING, media('loadedmetadata', { duration: 15 }), { ...LOADING, received: true, duration: 15 }, [track('setDuration', 15)]],
  ['metadata without a duration: the VAST one stays', LOADING, media('loadedmetadata', { duration: Number.NaN }), { ...LOADING, received: true }, []],
  ['can play: ready, loaded, played', LOADING, media('canplay'), READY, [['arm'], emit('AD_READY'), track('load'), emit('AD_PLAY'), ['play']]],
  ['can play again: nothing', READY, media('canplay'), READY, []],
  [
    'plays: the impression, the start, the overrun timer at its duration',
    READY,
    media('playing', { duration: Number.POSITIVE_INFINITY }),
    PLAYING,
    [['arm'], ['cap', 30], track('trackImpression'), emit('AD_START'), ['started']],
  ],
  [
    'plays without any known duration: capped',
    { ...READY, duration: 0 },
    media('playing', { duration: Number.NaN }),
    { ...PLAYING, duration: 0 },
    [['arm'], ['cap', UNKNOWN_DURATION_CAP_S], track('trackImpression'), emit('AD_START'), ['started']],
  ],
  ['plays on: the watchdog only', PLAYING, media('playing', { duration: 30 }), PLAYING, [['arm']]],
  ['pauses', PLAYING, media('pause', { ended: false }), PAUSED, [track('setPaused', true), emit('AD_PAUSE')]],
  ['the pause of its end: nothing', PLAYING, media('pause', { ended: true }), PLAYING, []],
  ['a pause before the start: nothing', READY, media('pause', { ended: false }), READY, []],
  ['resumes', PAUSED, media('playing', { duration: 30 }), PLAYING, [['arm'], track('setPaused', false), emit('AD_RESUME')]],
  [
    'time passes a quartile',
    PLAYING,
    media('timeupdate', { time: 8 }),
    { ...PLAYING, position: 8, quartiles: 1 },
    [['arm'], track('setProgress', 8), emit('AD_PROGRESS', { quartile: 'firstQuartile' }), emit('AD_PLAYBACK_TIME', { position: 8, duration: 30 }), ['time']],
  ],
  ['time that does not move: nothing', { ...PLAYING, position: 8 }, media('timeupdate', { time: 8 }), { ...PLAYING, position: 8 }, []],
  ['time before the start: nothing', READY, media('timeupdate', { time: 3 }), READY, []],
  [
    'the end: every quartile left, complete',
    { ...PLAYING, position: 10, quartiles: 1 },
    media('ended', { duration: 30 }),
    { ...PLAYING, position: 30, quartiles: 3, finished: true },
    [track('setDuration', 30), track('setProgress', 30), emit('AD_PROGRESS', { quartile: 'midpoint' }), emit('AD_PROGRESS', { quartile: 'thirdQuartile' }), track('complete'), emit('AD_COMPLETE'), finish('complete')],
  ],
  [
    'a 404 before any byte: not found (VAST 401)',
    LOADING,
    media('error', { code: 4, message: 'gone' }),
    { ...LOADING, finished: true },
    [track('error', VAST_ERROR.FILE_NOT_FOUND), emit('AD_LOAD_ERROR', problem('MEDIA_ERROR', 'gone', 4)), finish('load_error')],
  ],
  [
    'a "not supported" after bytes came: undecodable (VAST 405)',
    { ...LOADING, received: true },
    media('error', { code: 4, message: 'bad' }),
    { ...LOADING, received: true, finished: true },
    [track('error', VAST_ERROR.MEDIA_DISPLAY), emit('AD_LOAD_ERROR', problem('MEDIA_ERROR', 'bad', 4)), finish('load_error')],
  ],
  [
    'a media error while it plays',
    PLAYING,
    media('error', { code: 2, message: 'net' }),
    { ...PLAYING, finished: true },
    [track('error', VAST_ERROR.MEDIA_DISPLAY), emit('AD_ERROR', problem('MEDIA_ERROR', 'net', 2)), finish('error')],
  ],
  ['the browser refuses play(): blocked', READY, { type: 'play failed', error: { name: 'NotAllowedError' } }, { ...READY, finished: true }, [emit('AD_NEEDS_USER_CLICK_TO_START'), finish('blocked')]],
  [
    'play() fails otherwise',
    READY,
    { type: 'play failed', error: { name: 'Boom' } },
    { ...READY, finished: true },
    [track('error', VAST_ERROR.MEDIA_DISPLAY), emit('AD_ERROR', problem('PLAY_FAILED', 'The ad could not play', { name: 'Boom' })), finish('error')],
  ],
  [
    'no media in time: timeout',
    LOADING,
    { type: 'watchdog', timeoutMs: 10_000 },
    { ...LOADING, finished: true },
    [track('error', VAST_ERROR.MEDIA_TIMEOUT), emit('AD_TIMEOUT', { stage: 'media', timeoutMs: 10_000 }), finish('timeout')],
  ],
  [
    'no progress as long: stalled',
    PLAYING,
    { type: 'watchdog', timeoutMs: 10_000 },
    { ...PLAYING, finished: true },
    [track('error', VAST_ERROR.MEDIA_DISPLAY), emit('AD_ERROR', problem('STALLED', 'The ad stopped playing')), finish('error')],
  ],
  [
    'past its duration: overran',
    PLAYING,
    { type: 'overrun' },
    { ...PLAYING, finished: true },
    [track('error', VAST_ERROR.MEDIA_DISPLAY), emit('AD_ERROR', problem('STALLED', 'The ad overran its duration')), finish('error')],
  ],
  ['Stop while it plays: closed', PLAYING, { type: 'stopped' }, { ...PLAYING, finished: true }, [track('close'), emit('AD_STOPPED'), finish('stopped')]],
  ['Stop before it started', LOADING, { type: 'stopped' }, { ...LOADING, finished: true }, [emit('AD_STOPPED'), finish('stopped')]],
  ['muted while it plays', PLAYING, { type: 'muted', muted: true }, PLAYING, [track('setMuted', true), emit('AD_MUTE')]],
  ['unmuted while it plays', PLAYING, { type: 'muted', muted: false }, PLAYING, [track('setMuted', false), emit('AD_UNMUTE')]],
  ['muted before the start: nothing to report', READY, { type: 'muted', muted: true }, READY, []],
  ['anything once finished: nothing', { ...PLAYING, finished: true }, media('timeupdate', { time: 20 }), { ...PLAYING, finished: true }, []],
];

describe('nextCreative', () => {
  test.each(TABLE)('%s', (_, from, event, to, effects) => {
    const before = JSON.stringify(from);
    expect(nextCreative(from, event)).toEqual({ state: to, effects });
    expect(JSON.stringify(from)).toBe(before);
  });
});

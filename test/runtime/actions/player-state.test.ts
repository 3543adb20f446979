// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STABLE_MS } from '../../../runtime/actions/reconnect';
import { playerState as hostState } from '../../../runtime/embed-api/frame-api';
import { type PlayerState, playerStateOf } from '../../../runtime/stores/player-state';
import { type ConnectionStatus, connectionStatusOf } from '../../../runtime/stores/connection-status';
import { playerFixture } from './player-fixture';

// Spec §4 "Player states: idle, buffering, playing, paused": one store, derived from what the
// engine's events write, read by the player's root element and the host-page API.
let fixture: ReturnType<typeof playerFixture> | undefined;

// The fixture player's requests, as its buttons make them.
const play = (): void => fixture!.request.play();
const stop = (): void => fixture!.request.stop();
let seen: PlayerState[] = [];
let unlisten = (): void => {};

beforeEach(async () => {
  vi.useFakeTimers();
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  fixture = playerFixture();
  await fixture.ready();
  seen = [fixture!.handle.stores.playerState.get()];
  unlisten = fixture!.handle.stores.playerState.listen((state) => {
    if (state !== seen.at(-1)) seen.push(state);
  });
});
afterEach(async () => {
  unlisten();
  await vi.advanceTimersByTimeAsync(STABLE_MS);
  fixture?.teardown();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('the player state, player.stores.playerState (spec §4)', () => {
  it('is idle before Play, buffering until audio, playing with audio, idle after Stop', () => {
    expect(fixture!.handle.stores.playerState.get()).toBe('idle');
    play();
    expect(fixture!.handle.stores.playerState.get()).toBe('buffering');
    fixture!.startPlaying();
    expect(fixture!.handle.stores.playerState.get()).toBe('playing');
    stop();
    expect(fixture!.handle.stores.playerState.get()).toBe('idle');
    expect(seen).toEqual(['idle', 'buffering', 'playing', 'idle']);
  });

  it('is buffering while the element waits for data, and while a dropped stream is got back', () => {
    play();
    fixture!.startPlaying();
    fixture!.fire('waiting');
    expect(fixture!.handle.stores.playerState.get()).toBe('buffering');
    fixture!.startPlaying();
    expect(fixture!.handle.stores.playerState.get()).toBe('playing');
    fixture!.failMedia();
    expect(fixture!.handle.stores.playerState.get()).toBe('buffering');
  });

  it('is paused when a media key pauses the element, then idle as the engine ends the session', () => {
    play();
    fixture!.startPlaying();
    fixture!.firePause();
    expect(seen).toEqual(['idle', 'buffering', 'playing', 'paused', 'idle']);
  });

  it('is idle after a stream that could not start', () => {
    play();
    fixture!.failMedia();
    expect(fixture!.handle.stores.playerState.get()).toBe('idle');
  });

  it('the host-page API reports it in its own words (stopped, connecting, playing, error)', () => {
    expect(hostState(fixture!.handle.stores)).toBe('stopped');
    play();
    expect(hostState(fixture!.handle.stores)).toBe('connecting');
    fixture!.startPlaying();
    expect(hostState(fixture!.handle.stores)).toBe('playing');
    fixture!.fire('waiting');
    expect(hostState(fixture!.handle.stores)).toBe('connecting');
    stop();
    play();
    fixture!.failMedia();
    expect(hostState(fixture!.handle.stores)).toBe('error');
  });
});

describe('the connection status, player.stores.connectionStatus (spec §4: CONNECTED, CONNECTING, CONNECT_FAILED, OFFLINE)', () => {
  it('is OFFLINE before Play, CONNECTING until audio, CONNECTED while it plays or waits for data, CONNECTING while got back, OFFLINE after Stop', () => {
    const status = fixture!.handle.stores.connectionStatus;
    const statuses: ConnectionStatus[] = [status.get()];
    const off = status.listen((value) => {
      if (value !== statuses.at(-1)) statuses.push(value);
    });
    play();
    fixture!.startPlaying();
    fixture!.fire('waiting');
    expect(status.get()).toBe('CONNECTED');
    fixture!.failMedia();
    expect(status.get()).toBe('CONNECTING');
    stop();
    off();
    expect(statuses).toEqual(['OFFLINE', 'CONNECTING', 'CONNECTED', 'CONNECTING', 'OFFLINE']);
  });

  it('is CONNECT_FAILED after a stream that could not start', () => {
    play();
    fixture!.failMedia();
    expect(fixture!.handle.stores.connectionStatus.get()).toBe('CONNECT_FAILED');
  });

  it.each([
    ['idle', 'OFFLINE'],
    ['connecting', 'CONNECTING'],
    ['buffering', 'CONNECTED'],
    ['playing', 'CONNECTED'],
    ['reconnecting', 'CONNECTING'],
    ['failed', 'CONNECT_FAILED'],
  ] as const)('connectionStatusOf(%s) → %s', (connection, expected) => {
    expect(connectionStatusOf(connection)).toBe(expected);
  });
});

describe('playerStateOf: the connection states onto the spec\'s four', () => {
  it.each([
    ['idle', true, 'idle'],
    ['failed', false, 'idle'],
    ['connecting', true, 'buffering'],
    ['buffering', true, 'buffering'],
    ['reconnecting', true, 'buffering'],
    ['playing', true, 'playing'],
    ['playing', false, 'paused'],
  ] as const)('%s (playStream %s) → %s', (connection, playStream, expected) => {
    expect(playerStateOf(connection, { playStream })).toBe(expected);
  });
});

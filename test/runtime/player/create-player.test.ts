// @vitest-environment happy-dom
// The player's lifecycle (issue 16): features start in the registry's order where they apply,
// destroy() undoes everything in reverse — teardowns that arrive late included — and puts the
// stores back, so the next player starts as fresh as a page load.
import { atom } from 'nanostores';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { log } from '../../../runtime/lib/logger';
import { createPlayer } from '../../../runtime/player/create-player';
import { loadEngineSetup } from '../../../runtime/features/registry';
import type { Feature } from '../../../runtime/player/types';
import { embedConfig } from '../support/embed-config';
import { testEnv, testStartup } from '../support/test-player';

const events: string[] = [];
/** A feature that records its start and teardown; `late` hands the teardown over later, as a lazy body does. */
function feature(name: string, { applies = true, late }: { applies?: boolean; late?: Promise<void> } = {}): Feature {
  return {
    applies: () => applies,
    start() {
      events.push(`start ${name}`);
      const teardown = () => void events.push(`stop ${name}`);
      return late ? late.then(() => teardown) : teardown;
    },
  };
}

afterEach(() => {
  events.length = 0;
  vi.restoreAllMocks();
});

describe('createPlayer', () => {
  it('starts the features that apply, in order; destroy() stops them in reverse', () => {
    const player = createPlayer(testStartup(embedConfig()), testEnv(), [feature('a'), feature('b', { applies: false }), feature('c')], loadEngineSetup);
    expect(events).toEqual(['start a', 'start c']);
    player.destroy();
    expect(events).toEqual(['start a', 'start c', 'stop c', 'stop a']);
  });

  it('a teardown that arrives after destroy() (a body still loading) runs at once', async () => {
    let loaded = () => {};
    const late = new Promise<void>((resolve) => (loaded = resolve));
    const player = createPlayer(testStartup(embedConfig()), testEnv(), [feature('lazy', { late })], loadEngineSetup);
    player.destroy();
    expect(events).toEqual(['start lazy']);
    loaded();
    await vi.waitFor(() => expect(events).toEqual(['start lazy', 'stop lazy']));
  });

  it('makes each feature’s own stores through its registration, before its start, once per player', () => {
    const made: string[] = [];
    const counter = () => (made.push('made'), { count: atom(0) });
    const counting: Feature = {
      stores: counter,
      start(player) {
        made.push('start');
        return () => player.storesOf(counter).count.set(0);
      },
    };
    const first = createPlayer(testStartup(embedConfig()), testEnv(), [counting], loadEngineSetup);
    expect(made).toEqual(['made', 'start']);
    first.storesOf(counter).count.set(1);
    expect(first.storesOf(counter).count.get()).toBe(1);
    // A bar button that asks for them on a player that did not start the feature (the build's prerender) gets fresh ones.
    const second = createPlayer(testStartup(embedConfig()), testEnv(), [], loadEngineSetup);
    expect(second.storesOf(counter).count.get()).toBe(0);
    expect(second.storesOf(counter)).toBe(second.storesOf(counter));
    expect(made).toEqual(['made', 'start', 'made']);
  });

  it('makes stores of its own: what an earlier player left in its stores does not reach the next', () => {
    const first = createPlayer(testStartup(embedConfig({ title: 'Fresh FM' })), testEnv(), [], loadEngineSetup);
    expect(first.stores.station.get()?.title).toBe('Fresh FM');
    first.stores.playback.setKey('volume', 40);
    first.stores.connection.set('failed');
    first.destroy();
    const second = createPlayer(testStartup(embedConfig({ title: 'Next FM' })), testEnv(), [], loadEngineSetup);
    expect(second.stores.station.get()?.title).toBe('Next FM');
    expect(second.stores.playback.get().volume).toBe(100);
    expect(second.stores.connection.get()).toBe('idle');
    second.destroy();
  });

  it('without a config: logs the fatal error, starts no feature, and has no station', () => {
    const error = vi.spyOn(log, 'error').mockImplementation(() => {});
    const startup = { ...testStartup(null), fatal: 'Fatal Error: Unable to load config for station 7' };
    const player = createPlayer(startup, testEnv(), [feature('a')], loadEngineSetup);
    expect(error).toHaveBeenCalledWith('Fatal Error: Unable to load config for station 7');
    expect(events).toEqual([]);
    expect(player.station).toBeNull();
    player.destroy();
  });

  it('Play’s gate set by a feature holds the stream until it lets it through; destroy() opens it', () => {
    let release = () => {};
    const holding: Feature = { applies: () => true, start: (p) => p.setPlayGate((start) => (release = start)) };
    const player = createPlayer(testStartup(embedConfig()), testEnv(), [holding], loadEngineSetup);
    const start = vi.fn();
    player.passPlayGate(start);
    expect(start).not.toHaveBeenCalled();
    release();
    expect(start).toHaveBeenCalledOnce();
    player.destroy();
    player.passPlayGate(start);
    expect(start).toHaveBeenCalledTimes(2);
  });
});

// One player at a time (issue 20 §1): a start of one player stops the others of its origin.
import { map } from 'nanostores';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { keepToOne, onlyOneWanted, startOnlyOne } from '../../../runtime/features/listening/only-one/body';
import { type Bus, CHANNEL, type OnlyOneMessage, openBus } from '../../../runtime/features/listening/only-one/bus';

const newPlayback = () => map({ playStream: false, playing: false, muted: false, volume: 100 });

/**
 * A player on the bus: its stop() is what Stop does (the store's intent off). `heard` is what its
 * bus passed on: a message takes its time between channels (longer on a busy machine), so a test
 * waits for the delivery it relies on instead of a fixed pause.
 */
function player(win: Window, id: string, listenerHere = () => false) {
  const playback = newPlayback();
  const stop = vi.fn(() => playback.setKey('playStream', false));
  const heard: OnlyOneMessage[] = [];
  const bus = openBus(win);
  const recording: Bus = { ...bus, listen: (onMessage) => bus.listen((message) => (heard.push(message), onMessage(message))) };
  const teardown = keepToOne(recording, playback, { stop }, id, listenerHere);
  return { playback, stop, teardown, heard };
}

const hasHeard = async (listener: { heard: OnlyOneMessage[] }, from: string) =>
  vi.waitFor(() => expect(listener.heard).toContainEqual({ from, event: 'playing' }));

const settle = () => new Promise((resolve) => setTimeout(resolve, 20));
const teardowns: (() => void)[] = [];
afterEach(() => teardowns.splice(0).forEach((t) => t()));

describe('over BroadcastChannel', () => {
  test('starting the second player stops the first; the second plays on', async () => {
    const first = player(globalThis as unknown as Window, 'a');
    const second = player(globalThis as unknown as Window, 'b');
    teardowns.push(first.teardown, second.teardown);
    first.playback.setKey('playStream', true);
    // The second start comes after the first one's news has reached it, as a listener's would.
    await hasHeard(second, 'a');
    expect(first.stop).not.toHaveBeenCalled();
    second.playback.setKey('playStream', true);
    await vi.waitFor(() => expect(first.stop).toHaveBeenCalledOnce());
    expect(first.playback.get().playStream).toBe(false);
    expect(second.stop).not.toHaveBeenCalled();
    expect(second.playback.get().playStream).toBe(true);
  });

  test('a player that is not playing has nothing to stop', async () => {
    const idle = player(globalThis as unknown as Window, 'a');
    const other = player(globalThis as unknown as Window, 'b');
    teardowns.push(idle.teardown, other.teardown);
    other.playback.setKey('playStream', true);
    await settle();
    expect(idle.stop).not.toHaveBeenCalled();
  });

  test('a player the listener is in (its page has the focus) plays on when another starts; once they leave it, the next start stops it', async () => {
    let focused = true;
    const here = player(globalThis as unknown as Window, 'a', () => focused);
    const other = player(globalThis as unknown as Window, 'b');
    teardowns.push(here.teardown, other.teardown);
    here.playback.setKey('playStream', true);
    other.playback.setKey('playStream', true);
    await hasHeard(here, 'b');
    expect(here.stop).not.toHaveBeenCalled();
    focused = false;
    other.playback.setKey('playStream', false);
    other.playback.setKey('playStream', true);
    await vi.waitFor(() => expect(here.stop).toHaveBeenCalledOnce());
  });

  test('only what a player posts is heard: other shapes on the channel stop nothing', async () => {
    const first = player(globalThis as unknown as Window, 'a');
    teardowns.push(first.teardown);
    first.playback.setKey('playStream', true);
    const forger = new BroadcastChannel(CHANNEL);
    for (const message of [
      'playing',
      { event: 'playing' },
      { from: 7, event: 'playing' },
      { from: 'x', event: 'stopped' },
      { from: 'x', event: 'playing', extra: 1 },
      { from: 'NOT-AN-ID', event: 'playing' },
      { from: 'x'.repeat(17), event: 'playing' },
    ])
      forger.postMessage(message);
    await settle();
    forger.close();
    expect(first.stop).not.toHaveBeenCalled();
  });

  test('after the teardown a player no longer hears the others', async () => {
    const first = player(globalThis as unknown as Window, 'a');
    const second = player(globalThis as unknown as Window, 'b');
    teardowns.push(second.teardown);
    first.playback.setKey('playStream', true);
    first.teardown();
    second.playback.setKey('playStream', true);
    await settle();
    expect(first.stop).not.toHaveBeenCalled();
  });
});

describe('over storage events, where BroadcastChannel is missing', () => {
  /** Two documents of one origin: a write in one fires `storage` in the other only. */
  function origin() {
    const values = new Map<string, string>();
    const windows: EventTarget[] = [];
    const make = () => {
      const win = new EventTarget() as EventTarget & { localStorage: Pick<Storage, 'setItem'> };
      win.localStorage = {
        setItem(key, value) {
          values.set(key, value);
          for (const other of windows) if (other !== win) other.dispatchEvent(Object.assign(new Event('storage'), { key, newValue: value }));
        },
      };
      windows.push(win);
      return win as unknown as Window;
    };
    return { make };
  }

  test('starting the second player stops the first', () => {
    const { make } = origin();
    const first = player(make(), 'a');
    const second = player(make(), 'b');
    first.playback.setKey('playStream', true);
    second.playback.setKey('playStream', true);
    expect(first.stop).toHaveBeenCalledOnce();
    expect(second.stop).not.toHaveBeenCalled();
  });

  test("another script's value under the key is ignored", () => {
    const { make } = origin();
    const win = make();
    const first = player(win, 'a');
    first.playback.setKey('playStream', true);
    win.dispatchEvent(Object.assign(new Event('storage'), { key: CHANNEL, newValue: '{not json' }));
    win.dispatchEvent(Object.assign(new Event('storage'), { key: CHANNEL, newValue: '{"from":"x","event":"other","at":1}' }));
    win.dispatchEvent(Object.assign(new Event('storage'), { key: CHANNEL, newValue: '{"from":"x","event":"playing","at":1,"more":2}' }));
    win.dispatchEvent(Object.assign(new Event('storage'), { key: CHANNEL, newValue: 'null' }));
    expect(first.stop).not.toHaveBeenCalled();
  });
});

describe('opting out', () => {
  test('`only_one=0` in the address opts out', () => {
    expect(onlyOneWanted('?only_one=0')).toBe(false);
    expect(onlyOneWanted('')).toBe(true);
    expect(onlyOneWanted('?only_one=1')).toBe(true);
  });

  test('an opted-out player is not stopped by another one; one that did not opt out is', async () => {
    const request = () => ({ play: vi.fn(), stop: vi.fn(), toggleMute: vi.fn(), setVolume: vi.fn() });
    const win = (search: string) => Object.assign(Object.create(globalThis), { location: { search }, document: { hasFocus: () => false } }) as Window;
    const [optedOut, ordinary] = [request(), request()];
    const [optedOutPlayback, ordinaryPlayback] = [newPlayback(), newPlayback()];
    teardowns.push(startOnlyOne(win('?only_one=0'), optedOutPlayback, optedOut), startOnlyOne(win(''), ordinaryPlayback, ordinary));
    optedOutPlayback.setKey('playStream', true);
    ordinaryPlayback.setKey('playStream', true);
    const other = player(globalThis as unknown as Window, 'b');
    teardowns.push(other.teardown);
    other.playback.setKey('playStream', true);
    await vi.waitFor(() => expect(ordinary.stop).toHaveBeenCalledOnce());
    expect(optedOut.stop).not.toHaveBeenCalled();
  });
});

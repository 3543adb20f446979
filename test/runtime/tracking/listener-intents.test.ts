import { map } from 'nanostores';
import { describe, expect, it } from 'vitest';
import { activityFromIntents } from '../../../runtime/features/tracking/public/listener-intents';
import type { PlayerActivity } from '../../../runtime/features/tracking/public/player-activity';

/** The playback store, and a way to change it as if inside a listener's click (or not). */
function player({ autoplay = false } = {}) {
  const $playback = map({ playStream: false, playing: false });
  let current: Event | undefined;
  let onGesture: (() => void) | null = null;
  const seen: PlayerActivity['type'][] = [];
  const off = activityFromIntents($playback, {
    autoplay,
    currentEvent: () => current,
    watchGestures: (callback) => ((onGesture = callback), () => (onGesture = null)),
  })((activity) => seen.push(activity.type));
  return {
    seen,
    off,
    watching: () => onGesture !== null,
    /** The listener touches the page (pointerdown, keydown) without pressing Play or Stop. */
    touch: () => onGesture?.(),
    /** What play()/stop() do inside the button's click handler. */
    press(type: string, change: Partial<{ playStream: boolean; playing: boolean }>, isTrusted = true) {
      if (isTrusted) onGesture?.();
      current = { type, isTrusted } as Event;
      for (const [key, value] of Object.entries(change)) $playback.setKey(key as 'playStream', value);
      current = undefined;
    },
    /** What the engine does from media events, outside any input event. */
    engine(change: Partial<{ playStream: boolean; playing: boolean }>) {
      for (const [key, value] of Object.entries(change)) $playback.setKey(key as 'playStream', value);
    },
  };
}

describe('activityFromIntents', () => {
  it('a press of Play or Stop (mouse or keyboard) is user played / user stopped', () => {
    const p = player();
    p.press('click', { playStream: true });
    p.engine({ playing: true });
    p.press('keydown', { playStream: false });
    p.engine({ playing: false });
    expect(p.seen).toEqual(['user_played', 'user_stopped']);
  });

  it('changes the engine makes (an error ends playback) or untrusted script clicks are not presses', () => {
    const p = player();
    p.press('click', { playStream: true }, false);
    p.engine({ playing: true });
    p.engine({ playStream: false, playing: false });
    p.press('canplay', { playStream: true });
    expect(p.seen).toEqual([]);
  });

  it('autoplay: the first playback of a page that asked for it, before any gesture', () => {
    const p = player({ autoplay: true });
    p.engine({ playStream: true });
    p.engine({ playing: true });
    p.press('click', { playStream: false });
    p.engine({ playing: false });
    p.press('click', { playStream: true });
    p.engine({ playing: true });
    expect(p.seen).toEqual(['autoplay', 'user_stopped', 'user_played']);
  });

  it('no autoplay when the listener pressed Play first, or had touched the page, or none was asked for', () => {
    const pressedFirst = player({ autoplay: true });
    pressedFirst.press('click', { playStream: true });
    pressedFirst.engine({ playing: true });
    expect(pressedFirst.seen).toEqual(['user_played']);

    // Autoplay was refused and the listener's Play found playStream already set: no transition,
    // but the press on the page came first.
    const interacted = player({ autoplay: true });
    interacted.engine({ playStream: true });
    interacted.touch();
    interacted.engine({ playing: true });
    expect(interacted.seen).toEqual([]);

    const notAsked = player();
    notAsked.engine({ playStream: true, playing: true });
    expect(notAsked.seen).toEqual([]);
  });

  it('stops listening on teardown, gestures included', () => {
    const p = player({ autoplay: true });
    expect(p.watching()).toBe(true);
    p.off();
    expect(p.watching()).toBe(false);
    p.press('click', { playStream: true });
    expect(p.seen).toEqual([]);
  });
});

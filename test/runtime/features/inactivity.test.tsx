// @vitest-environment happy-dom
// "Are You There?" (issue 20 §4, spec §9 prompts), on fake time: asked after the station's
// minutes of playing untouched; unanswered for 60 s, the stream stops.
import { map } from 'nanostores';
import { act } from 'preact/test-utils';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { startInactivity } from '../../../runtime/features/listening/inactivity/body';
import { watchInactivity } from '../../../runtime/features/listening/inactivity/inactivity-timer';
import { LISTENER_EVENT } from '../../../runtime/features/tracking/public/listener-events';

const MINUTE = 60_000;

beforeEach(() => {
  vi.useFakeTimers();
  document.body.innerHTML = '<main class="re-player"></main>';
});
afterEach(() => vi.useRealTimers());

function player(playStream = true) {
  const playback = map({ playStream, playing: playStream, muted: false, volume: 80 });
  const request = { play: vi.fn(), stop: vi.fn(() => playback.setKey('playStream', false)), toggleMute: vi.fn(), setVolume: vi.fn() };
  return { playback, request };
}

describe('the count', () => {
  function watch(minutes: number, playStream = true) {
    const { playback, request } = player(playStream);
    const onAsk = vi.fn();
    const onGiveUp = vi.fn();
    const watcher = watchInactivity({ minutes, playback, request, onAsk, onGiveUp });
    return { watcher, playback, request, onAsk, onGiveUp };
  }

  test('asks after the minutes of playing untouched; with no answer in 60 s it stops', () => {
    const { request, onAsk, onGiveUp } = watch(30);
    vi.advanceTimersByTime(30 * MINUTE - 1);
    expect(onAsk).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onAsk).toHaveBeenCalledOnce();
    vi.advanceTimersByTime(MINUTE - 1);
    expect(request.stop).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(request.stop).toHaveBeenCalledOnce();
    expect(onGiveUp).toHaveBeenCalledOnce();
  });

  test('an interaction starts the count again; an answer keeps it playing', () => {
    const { watcher, request, onAsk } = watch(30);
    vi.advanceTimersByTime(20 * MINUTE);
    watcher.touched();
    vi.advanceTimersByTime(20 * MINUTE);
    expect(onAsk).not.toHaveBeenCalled();
    vi.advanceTimersByTime(10 * MINUTE);
    expect(onAsk).toHaveBeenCalledOnce();
    watcher.touched();
    vi.advanceTimersByTime(5 * MINUTE);
    expect(request.stop).not.toHaveBeenCalled();
  });

  test('only playing time counts: stopped, nothing is asked; a Play starts the count afresh', () => {
    const { playback, onAsk } = watch(30, false);
    vi.advanceTimersByTime(60 * MINUTE);
    expect(onAsk).not.toHaveBeenCalled();
    playback.setKey('playStream', true);
    vi.advanceTimersByTime(30 * MINUTE);
    expect(onAsk).toHaveBeenCalledOnce();
  });

  test('the listener stopping while asked takes the question away', () => {
    const { playback, request, onAsk, onGiveUp } = watch(1);
    vi.advanceTimersByTime(MINUTE);
    expect(onAsk).toHaveBeenCalledOnce();
    playback.setKey('playStream', false);
    expect(onGiveUp).toHaveBeenCalledOnce();
    vi.advanceTimersByTime(MINUTE);
    expect(request.stop).not.toHaveBeenCalled();
  });

  test('after stop() nothing happens', () => {
    const { watcher, onAsk } = watch(1);
    watcher.stop();
    vi.advanceTimersByTime(10 * MINUTE);
    expect(onAsk).not.toHaveBeenCalled();
  });
});

describe('the question over the player', () => {
  test('"Are You There?" with Keep listening, an analytics prompt event, and a stop when unanswered', () => {
    const { playback, request } = player();
    const events: unknown[] = [];
    const hear = (event: Event) => events.push((event as CustomEvent).detail);
    window.addEventListener(LISTENER_EVENT, hear);
    const teardown = startInactivity(document, 5, playback, request);
    act(() => void vi.advanceTimersByTime(5 * MINUTE));
    const dialog = document.querySelector('[role="dialog"]')!;
    expect(dialog.getAttribute('aria-label')).toBe('Are You There?');
    expect(document.activeElement?.textContent).toBe('Keep listening');
    // Named as this player's (its playback store), so another player's analytics do not count it.
    expect(events).toEqual([{ activity: { type: 'prompt', action: "inactivity message 'Are You There?'" }, player: playback }]);
    act(() => void vi.advanceTimersByTime(MINUTE));
    expect(request.stop).toHaveBeenCalledOnce();
    expect(document.querySelector('[role="dialog"]')).toBeNull();
    teardown();
    window.removeEventListener(LISTENER_EVENT, hear);
  });

  test('Keep listening (a press in the player) answers: it plays on and asks again later', () => {
    const { playback, request } = player();
    const teardown = startInactivity(document, 5, playback, request);
    act(() => void vi.advanceTimersByTime(5 * MINUTE));
    const keep = document.querySelector<HTMLButtonElement>('[role="dialog"] button')!;
    act(() => {
      keep.dispatchEvent(new Event('pointerdown', { bubbles: true }));
      keep.click();
    });
    expect(document.querySelector('[role="dialog"]')).toBeNull();
    act(() => void vi.advanceTimersByTime(MINUTE));
    expect(request.stop).not.toHaveBeenCalled();
    act(() => void vi.advanceTimersByTime(4 * MINUTE));
    expect(document.querySelector('[role="dialog"]')).not.toBeNull();
    teardown();
  });
});

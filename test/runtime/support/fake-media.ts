import { vi } from 'vitest';

/**
 * A happy-dom <audio> that behaves like a browser's in the ways the engine relies on, except
 * that no media event fires by itself: play() and pause() only flip `paused`; tests dispatch
 * `playing`, `pause`, `volumechange`, `error` by hand, as the browser would report them.
 */
export function fakeMedia({ nativeHls = false } = {}) {
  const media = document.createElement('audio');
  let paused = true;
  Object.defineProperty(media, 'paused', { get: () => paused, configurable: true });
  media.canPlayType = (type: string) =>
    type === 'audio/mpeg' || type === 'audio/aac' || (nativeHls && type === 'application/vnd.apple.mpegurl')
      ? 'maybe'
      : '';
  const play = vi.fn(async () => {
    paused = false;
  });
  const pause = vi.fn(() => {
    paused = true;
  });
  // The HTML load algorithm: a playing element is set paused, and its queued events are dropped.
  const load = vi.fn(() => {
    paused = true;
  });
  media.play = play;
  media.pause = pause;
  media.load = load;
  const fire = (type: string) => media.dispatchEvent(new Event(type));
  return {
    media,
    play,
    pause,
    load,
    fire,
    /** What a browser does when playback starts. */
    startPlaying: () => fire('playing'),
    /** A browser's `pause` event, after pause() or a media key. */
    firePause: () => {
      paused = true;
      fire('pause');
    },
  };
}

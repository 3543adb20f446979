// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { EngineEvent } from '../../../runtime/engine/events';
import { createNativeEngine } from '../../../runtime/engine/native-engine';
import { fakeMedia } from '../support/fake-media';

const MP3 = { url: 'https://s.example/live.mp3', type: 'MP3', origin: 'audioHtml' } as const;
const AUTOPLAY_EVENTS: EngineEvent[] = ['autoplay', 'autoplay_success', 'autoplay_failed', 'warning', 'error'];

let destroy = () => {};
beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  destroy();
  vi.useRealTimers();
});

function setup(autoPlay = true) {
  const fake = fakeMedia();
  const engine = createNativeEngine(fake.media, { autoPlay });
  destroy = () => engine.destroy();
  const events: { event: EngineEvent; payload: unknown }[] = [];
  for (const event of AUTOPLAY_EVENTS) engine.on(event, (payload) => events.push({ event, payload }));
  return { ...fake, engine, names: () => events.map((e) => e.event), events };
}

describe('autoplay (spec §4)', () => {
  it('is not tried unless asked', () => {
    const { engine, play, names } = setup(false);
    engine.load([MP3]);
    expect(play).not.toHaveBeenCalled();
    expect(names()).toEqual([]);
  });

  it('is tried once the engine is ready, and succeeds on the play event', async () => {
    const { engine, play, startPlaying, names } = setup();
    engine.load([MP3]);
    expect(play).toHaveBeenCalledOnce();
    await vi.advanceTimersByTimeAsync(0);
    expect(names()).toEqual(['autoplay']);
    startPlaying();
    expect(names()).toEqual(['autoplay', 'autoplay_success']);
    await vi.advanceTimersByTimeAsync(6000);
    expect(names()).toEqual(['autoplay', 'autoplay_success']);
  });

  it('fails quietly when the browser does not allow it: a warning, no error', async () => {
    const { engine, play, media, names, events } = setup();
    play.mockRejectedValueOnce(new DOMException('no gesture', 'NotAllowedError'));
    engine.load([MP3]);
    await vi.advanceTimersByTimeAsync(0);
    expect(names()).toEqual(['autoplay', 'warning', 'autoplay_failed']);
    expect(events[1]?.payload).toMatchObject({ message: 'Autostart is not allowed' });
    expect(events[2]?.payload).toEqual({ reason: 'not_allowed' });
    expect(media.hasAttribute('src')).toBe(false);
    expect(engine.state.playing).toBe(false);
  });

  it('settles after 5 s by whether audio plays', async () => {
    const { engine, names, events } = setup();
    engine.load([MP3]);
    await vi.advanceTimersByTimeAsync(4999);
    expect(names()).toEqual(['autoplay']);
    await vi.advanceTimersByTimeAsync(1);
    expect(names()).toEqual(['autoplay', 'autoplay_failed']);
    expect(events[1]?.payload).toEqual({ reason: 'timeout' });
  });
});

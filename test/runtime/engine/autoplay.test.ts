// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTOPLAY_SETTLE_MS } from '../../../runtime/engine/autoplay';
import { AAC, engineFixture, MP3 } from './engine-fixture';

const AUTOPLAY_EVENTS = ['autoplay', 'autoplay_success', 'autoplay_failed'];
let destroy = (): void => {};
beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  destroy();
  vi.useRealTimers();
});

function setup(autoPlay = true, sources = [MP3]) {
  const fixture = engineFixture({ autoPlay, sources, load: false });
  destroy = () => fixture.engine.destroy();
  const autoplay = () => fixture.events.filter((e) => AUTOPLAY_EVENTS.includes(e.event));
  return { ...fixture, autoplay };
}

describe('autoplay (spec §4: not_attempted → attempted → success or failed)', () => {
  it('is not tried unless asked', () => {
    const { engine, play, autoplay } = setup(false);
    engine.load([MP3]);
    expect(play).not.toHaveBeenCalled();
    expect(autoplay()).toEqual([]);
  });

  it('is tried once the engine is ready, and succeeds on the play event', async () => {
    const { engine, play, startPlaying, autoplay } = setup();
    engine.load([MP3]);
    expect(play).toHaveBeenCalledOnce();
    expect(autoplay().map((e) => e.event)).toEqual(['autoplay']);
    startPlaying();
    expect(autoplay().map((e) => e.event)).toEqual(['autoplay', 'autoplay_success']);
    await vi.advanceTimersByTimeAsync(AUTOPLAY_SETTLE_MS * 2);
    expect(autoplay()).toHaveLength(2);
  });

  it('fails quietly when the browser does not allow it: a warning, no error, nothing connected', async () => {
    const { engine, play, names, payloadOf, autoplay, src } = setup();
    play.mockRejectedValueOnce(new DOMException('no gesture', 'NotAllowedError'));
    engine.load([MP3]);
    await vi.advanceTimersByTimeAsync(0);
    expect(autoplay()).toEqual([
      { event: 'autoplay', payload: undefined },
      { event: 'autoplay_failed', payload: { reason: 'not_allowed' } },
    ]);
    expect(payloadOf('warning')).toMatchObject({ message: 'Autostart is not allowed' });
    expect(names()).not.toContain('error');
    expect(src()).toBeNull();
  });

  it('fails when no source starts', async () => {
    const { engine, failMedia, autoplay } = setup(true, [AAC, MP3]);
    engine.load([AAC, MP3]);
    failMedia();
    failMedia();
    expect(autoplay().at(-1)).toEqual({ event: 'autoplay_failed', payload: { reason: 'failed' } });
  });

  it(`settles after ${AUTOPLAY_SETTLE_MS} ms by whether audio really plays: still connecting is a failure`, async () => {
    const { engine, autoplay } = setup();
    engine.load([MP3]);
    await vi.advanceTimersByTimeAsync(AUTOPLAY_SETTLE_MS - 1);
    expect(autoplay()).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(autoplay().at(-1)).toEqual({ event: 'autoplay_failed', payload: { reason: 'timeout' } });
  });

  it('is tried once per engine: a reload does not try again', () => {
    const { engine, play, autoplay } = setup();
    engine.load([MP3]);
    engine.stop();
    engine.reload();
    expect(play).toHaveBeenCalledOnce();
    expect(autoplay().filter((e) => e.event === 'autoplay')).toHaveLength(1);
  });
});

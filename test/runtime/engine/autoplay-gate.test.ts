// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTOPLAY_SETTLE_MS } from '../../../runtime/engine/autoplay';
import { engineFixture, MP3 } from './engine-fixture';

// The player's one autoplay is the engine's; the player gates it behind Play's pre-roll
// (`beforeAutoplay`, setup/engine-setup.ts). The pre-roll itself: test/runtime/actions/autoplay.test.ts.
const AUTOPLAY_EVENTS = ['autoplay', 'autoplay_success', 'autoplay_failed'];
let destroy = (): void => {};
beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  destroy();
  vi.useRealTimers();
});

function setup() {
  let open = (): void => {};
  const fixture = engineFixture({ autoPlay: true, load: false, beforeAutoplay: (start) => (open = start) });
  destroy = () => fixture.engine.destroy();
  fixture.engine.load([MP3]);
  const autoplay = () => fixture.events.filter((e) => AUTOPLAY_EVENTS.includes(e.event));
  return { ...fixture, autoplay, open: () => open() };
}

describe('autoplay behind a gate (the pre-roll)', () => {
  it('is attempted at once, requests the stream only when the gate opens, and settles from then', async () => {
    const { play, autoplay, open } = setup();
    expect(autoplay().map((e) => e.event)).toEqual(['autoplay']);
    await vi.advanceTimersByTimeAsync(2 * AUTOPLAY_SETTLE_MS);
    expect(play).not.toHaveBeenCalled();
    expect(autoplay()).toHaveLength(1);
    open();
    expect(play).toHaveBeenCalledOnce();
    await vi.advanceTimersByTimeAsync(AUTOPLAY_SETTLE_MS);
    expect(autoplay().at(-1)).toEqual({ event: 'autoplay_failed', payload: { reason: 'timeout' } });
  });

  it('a Stop before the gate opens fails it ("stopped"), and the gate opening later plays nothing', () => {
    const { engine, play, autoplay, open, src } = setup();
    engine.stop();
    expect(autoplay().at(-1)).toEqual({ event: 'autoplay_failed', payload: { reason: 'stopped' } });
    open();
    expect(play).not.toHaveBeenCalled();
    expect(src()).toBeNull();
  });

  it('torn down before the gate opens: nothing plays, nothing settles', () => {
    const { engine, play, autoplay, open } = setup();
    engine.destroy();
    open();
    expect(play).not.toHaveBeenCalled();
    expect(autoplay()).toHaveLength(1);
  });
});

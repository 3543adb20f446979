// @vitest-environment happy-dom
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { playerFixture } from './player-fixture';

beforeEach(() => {
  vi.useFakeTimers();
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

it('a reconnect under way ends with the player: no retry reaches the element after teardown', async () => {
  const fixture = playerFixture();
  await fixture.ready();
  fixture.request.play();
  fixture.startPlaying();
  fixture.failMedia(); // dropped: retries are scheduled
  expect(fixture.handle.stores.connection.get()).toBe('reconnecting');
  fixture.play.mockClear();
  fixture.teardown();
  expect(vi.getTimerCount()).toBe(0); // no retry left waiting
  await vi.advanceTimersByTimeAsync(120_000);
  window.dispatchEvent(new Event('online'));
  expect(fixture.play).not.toHaveBeenCalled();
});

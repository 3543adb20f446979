// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BACKOFF_MAX_MS, backoffDelay } from '../../../runtime/actions/backoff';
import { STABLE_MS } from '../../../runtime/actions/reconnect';
import { embedConfig } from '../support/embed-config';
import { playerFixture } from './player-fixture';

let fixture: ReturnType<typeof playerFixture> | undefined;

// The fixture player's requests, as its buttons make them.
const play = (): void => fixture!.request.play();
const stop = (): void => fixture!.request.stop();
let onLine = true;

beforeEach(() => {
  vi.useFakeTimers();
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.spyOn(Math, 'random').mockReturnValue(1); // the longest wait of each backoff step
  onLine = true;
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => onLine);
});
afterEach(async () => {
  // Let a reconnect episode that succeeded expire, so the next test starts a fresh one.
  await vi.advanceTimersByTimeAsync(STABLE_MS);
  fixture?.teardown();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

async function playing(maxConnect = 0) {
  const config = embedConfig();
  config.ui.maxConnect = maxConnect;
  fixture = playerFixture({ config });
  await fixture.ready();
  play();
  fixture.startPlaying();
  return fixture;
}

describe('backoff schedule', () => {
  it('doubles from 250–500 ms up to 4–8 s, half of each wait random (jitter)', () => {
    const longest = [0, 1, 2, 3, 4, 5, 9].map((attempt) => backoffDelay(attempt, () => 1));
    const shortest = [0, 1, 2, 3, 4, 5, 9].map((attempt) => backoffDelay(attempt, () => 0));
    expect(longest).toEqual([500, 1000, 2000, 4000, 8000, 8000, 8000]);
    expect(shortest).toEqual([250, 500, 1000, 2000, 4000, 4000, 4000]);
    expect(backoffDelay(3, () => 0.5)).toBe(3000);
    expect(Math.max(...longest)).toBe(BACKOFF_MAX_MS);
  });
});

describe('reconnect: a playing stream that drops comes back by itself', () => {
  it('says "reconnecting" at once, retries with backoff, and resumes with no click', async () => {
    const { failMedia, startPlaying, src, play: mediaPlay } = await playing();
    expect(fixture!.handle.stores.connection.get()).toBe('playing');

    failMedia(); // the server went away
    expect(fixture!.handle.stores.connection.get()).toBe('reconnecting');
    expect(fixture!.handle.stores.playback.get()).toMatchObject({ playStream: true, playing: false });
    expect(src()).toBeNull();

    mediaPlay.mockClear();
    await vi.advanceTimersByTimeAsync(499);
    expect(mediaPlay).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(mediaPlay).toHaveBeenCalledOnce(); // attempt 1 after 500 ms
    failMedia(); // still down
    await vi.advanceTimersByTimeAsync(1000);
    expect(mediaPlay).toHaveBeenCalledTimes(2); // attempt 2 after 1 s more
    expect(fixture!.handle.stores.connection.get()).toBe('reconnecting');

    startPlaying(); // back
    expect(fixture!.handle.stores.connection.get()).toBe('playing');
    expect(fixture!.handle.stores.playback.get()).toMatchObject({ playStream: true, playing: true });
  });

  it('gives up after the station\'s maxConnect seconds: then failed (Try again)', async () => {
    const { failMedia } = await playing(10);
    failMedia();
    for (let i = 0; i < 20 && fixture!.handle.stores.connection.get() === 'reconnecting'; i++) {
      await vi.advanceTimersByTimeAsync(BACKOFF_MAX_MS);
      failMedia();
    }
    expect(fixture!.handle.stores.connection.get()).toBe('failed');
    expect(fixture!.handle.stores.playback.get()).toMatchObject({ playStream: false, playing: false });
  });

  it('gives up after 60 s by default', async () => {
    const { failMedia } = await playing();
    const dropped = Date.now();
    failMedia();
    while (fixture!.handle.stores.connection.get() === 'reconnecting') {
      await vi.advanceTimersByTimeAsync(100);
      failMedia();
    }
    expect(Date.now() - dropped).toBeGreaterThanOrEqual(60_000);
    expect(Date.now() - dropped).toBeLessThan(60_000 + BACKOFF_MAX_MS);
  });

  it('while offline tries nothing, and retries at once when the browser is online again', async () => {
    const { failMedia, startPlaying, play: mediaPlay } = await playing();
    onLine = false;
    failMedia();
    mediaPlay.mockClear();
    await vi.advanceTimersByTimeAsync(120_000); // far past maxConnectTime: offline time does not count
    expect(mediaPlay).not.toHaveBeenCalled();
    expect(fixture!.handle.stores.connection.get()).toBe('reconnecting'); // and still says so

    onLine = true;
    window.dispatchEvent(new Event('online'));
    expect(mediaPlay).toHaveBeenCalledOnce();
    startPlaying();
    expect(fixture!.handle.stores.connection.get()).toBe('playing');
  });

  it('a retry the browser refuses (its autoplay policy: no gesture) ends it: Play shows, nothing more is tried (issue 29)', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { failMedia, play: mediaPlay } = await playing();
    failMedia();
    mediaPlay.mockClear();
    mediaPlay.mockRejectedValueOnce(new DOMException('no gesture', 'NotAllowedError'));
    await vi.advanceTimersByTimeAsync(500);
    expect(mediaPlay).toHaveBeenCalledOnce();
    expect(fixture!.handle.stores.connection.get()).toBe('idle');
    expect(fixture!.handle.stores.playback.get()).toMatchObject({ playStream: false, playing: false });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(mediaPlay).toHaveBeenCalledOnce();
  });

  it('the listener\'s Stop ends the reconnecting', async () => {
    const { failMedia, play: mediaPlay } = await playing();
    failMedia();
    stop();
    expect(fixture!.handle.stores.connection.get()).toBe('idle');
    mediaPlay.mockClear();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(mediaPlay).not.toHaveBeenCalled();
  });

  it('a stream that drops again soon after it came back does not get a fresh minute', async () => {
    const { failMedia, startPlaying } = await playing(10);
    failMedia();
    await vi.advanceTimersByTimeAsync(9000);
    startPlaying(); // back for a moment (a packager serving stale segments)
    failMedia();
    expect(fixture!.handle.stores.connection.get()).toBe('reconnecting');
    await vi.advanceTimersByTimeAsync(BACKOFF_MAX_MS);
    failMedia();
    await vi.advanceTimersByTimeAsync(BACKOFF_MAX_MS);
    expect(fixture!.handle.stores.connection.get()).toBe('failed');
  });

  it('a failed first connect is not a drop: no reconnecting, failed at once', async () => {
    fixture = playerFixture();
    await fixture.ready();
    play();
    fixture.failMedia();
    expect(fixture!.handle.stores.connection.get()).toBe('failed');
    expect(fixture!.handle.stores.playback.get().playStream).toBe(false);
  });

  it('a pause from a media key is the listener\'s stop, not a drop', async () => {
    const { firePause } = await playing();
    firePause();
    expect(fixture!.handle.stores.connection.get()).toBe('idle');
    expect(fixture!.handle.stores.playback.get()).toMatchObject({ playStream: false, playing: false });
  });
});

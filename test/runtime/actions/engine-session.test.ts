// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EARLY_HLS, EARLY_STREAM } from '../../../runtime/engine/early-stream';
import type { AudioEngine } from '../../../runtime/engine/types';
import { getLogLevel, setLogLevel } from '../../../runtime/lib/logger';
import { playerFixture } from './player-fixture';

let fixture: ReturnType<typeof playerFixture> | undefined;

// The fixture player's requests, as its buttons make them.
const play = (): void => fixture!.request.play();
const stop = (): void => fixture!.request.stop();
afterEach(() => {
  fixture?.teardown();
  fixture = undefined;
  vi.restoreAllMocks();
});

const currentEngine = () => fixture!.handle.session.currentEngine();
const loadEngine = () => fixture!.handle.session.loadEngine();
const whenEngine = (callback: (engine: AudioEngine) => void) => fixture!.handle.whenEngine(callback);
const engineLoaded = () => vi.waitFor(() => expect(currentEngine()).not.toBeNull());

describe('the engine is a lazy chunk, loaded on the listener\'s intent', () => {
  it('is not loaded by the page alone', async () => {
    fixture = playerFixture();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(currentEngine()).toBeNull();
  });

  it.each(['pointerenter', 'pointerdown', 'focusin'])('loads on %s over the player, ready for the click', async (type) => {
    fixture = playerFixture();
    fixture.player.dispatchEvent(new Event(type));
    await engineLoaded();
    expect(currentEngine()?.state.ready).toBe(true);
    play();
    expect(fixture.src()).toContain('https://stream.example/live.mp3');
  });

  it('loads at once with autoplay=1, and autoplays (spec §4)', async () => {
    fixture = playerFixture({ search: '?autoplay=1' });
    await engineLoaded();
    expect(fixture.play).toHaveBeenCalledOnce();
    expect(fixture.handle.stores.autoplay.get()).toBe('attempted');
    fixture.startPlaying();
    expect(fixture.handle.stores.autoplay.get()).toBe('success');
  });

  it('a Play before the chunk is there is recorded at once and carried out when it arrives', async () => {
    fixture = playerFixture();
    play();
    expect(fixture!.handle.stores.playback.get().playStream).toBe(true);
    expect(fixture!.handle.stores.connection.get()).toBe('connecting');
    await vi.waitFor(() => expect(fixture!.src()).not.toBeNull());
  });

  it('a Stop before the chunk arrives wins over the Play before it', async () => {
    fixture = playerFixture();
    play();
    stop();
    await loadEngine();
    expect(fixture.src()).toBeNull();
    expect(fixture!.handle.stores.playback.get().playStream).toBe(false);
  });

  // The first paint's early stream (a cold click), audible when the app comes and replays the click.
  const earlyStreamPlaying = (): { close: ReturnType<typeof vi.fn> } => {
    const hls = { close: vi.fn() };
    Object.assign(fixture!.media, { [EARLY_STREAM]: 'http://radio.test/live.mp3?user-id=U', [EARLY_HLS]: hls });
    Object.defineProperty(fixture!.media, 'readyState', { configurable: true, value: 4 });
    void fixture!.media.play();
    return hls;
  };

  it('a Play that finds the early stream playing says so at once (Stop, LIVE), before the engine has come', () => {
    fixture = playerFixture();
    earlyStreamPlaying();
    play();
    expect(fixture.handle.stores.connection.get()).toBe('playing');
    expect(currentEngine()).toBeNull();
  });

  it('Mute and the volume before the engine has come act on the early stream at once; the engine, once there, starts from them', async () => {
    fixture = playerFixture();
    earlyStreamPlaying();
    play();
    fixture.request.setVolume(30);
    expect([fixture.media.volume, fixture.media.muted]).toEqual([0.3, false]);
    fixture.request.toggleMute();
    expect([fixture.media.muted, fixture.handle.stores.playback.get().muted]).toEqual([true, true]);
    fixture.request.toggleMute();
    expect([fixture.media.muted, fixture.media.volume]).toEqual([false, 0.3]);
    fixture.request.toggleMute();
    // A level above 0 while muted: sound at that level, as with the engine.
    fixture.request.setVolume(60);
    expect([fixture.media.muted, fixture.media.volume, fixture.handle.stores.playback.get().muted]).toEqual([false, 0.6, false]);
    fixture.request.toggleMute();
    expect(currentEngine()).toBeNull();
    await engineLoaded();
    // Toggled once each, not again when the engine came.
    expect([fixture.media.muted, fixture.handle.stores.playback.get()]).toMatchObject([true, { muted: true, volume: 60 }]);
  });

  it('a Play that finds the early stream still starting says Connecting, then Stop once it is heard, before the engine has come', () => {
    fixture = playerFixture();
    Object.assign(fixture.media, { [EARLY_STREAM]: 'http://radio.test/live.mp3?user-id=U' });
    play();
    expect(fixture.handle.stores.connection.get()).toBe('connecting');
    Object.defineProperty(fixture.media, 'readyState', { configurable: true, value: 4 });
    void fixture.media.play();
    fixture.startPlaying();
    expect(fixture.handle.stores.connection.get()).toBe('playing');
    expect(currentEngine()).toBeNull();
  });

  it('an early stream heard after a Stop, or once the engine took it over, moves nothing of the app', () => {
    fixture = playerFixture();
    Object.assign(fixture.media, { [EARLY_STREAM]: 'http://radio.test/live.mp3?user-id=U' });
    play();
    stop();
    fixture.startPlaying();
    expect(fixture.handle.stores.connection.get()).toBe('idle');
    fixture.teardown();
    fixture = playerFixture();
    Object.assign(fixture.media, { [EARLY_STREAM]: 'http://radio.test/live.mp3?user-id=U' });
    play();
    // Taken over: the engine's own `playing` is what moves the app from here.
    delete (fixture.media as unknown as Record<string, unknown>)[EARLY_STREAM];
    fixture.startPlaying();
    expect(fixture.handle.stores.connection.get()).toBe('connecting');
  });

  it('a Stop before the engine has come ends the early stream, its hls.js too; the engine, once there, starts nothing', async () => {
    fixture = playerFixture();
    const hls = earlyStreamPlaying();
    play();
    stop();
    expect(fixture.media.paused).toBe(true);
    expect(hls.close).toHaveBeenCalledOnce();
    expect(EARLY_STREAM in fixture.media).toBe(false);
    expect(fixture.load).toHaveBeenCalled();
    expect(fixture.handle.stores.connection.get()).toBe('idle');
    await loadEngine();
    expect(fixture.src()).toBeNull();
    expect(fixture.media.paused).toBe(true);
  });

  it('runs whenEngine callbacks once it exists, without loading it', async () => {
    fixture = playerFixture();
    const seen = vi.fn();
    whenEngine(seen);
    expect(seen).not.toHaveBeenCalled();
    await loadEngine();
    expect(seen).toHaveBeenCalledWith(currentEngine());
    const later = vi.fn();
    whenEngine(later);
    expect(later).toHaveBeenCalledWith(currentEngine());
  });

  it('skips a second setup with a warning (spec §4)', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    fixture = playerFixture();
    setLogLevel('warn');
    fixture.handle.attachMedia(document.createElement('audio'))();
    expect(warn).toHaveBeenCalledWith('[radio-embed]', 'The player is already set up');
    setLogLevel('error');
  });

  it.each(['?verbose=1', '?verbose=On'])('%s logs every engine event at debug level, lowering the level from error', async (search) => {
    const debug = vi.spyOn(console, 'debug').mockImplementation(() => {});
    fixture = playerFixture({ search: `${search}&autoplay=1` });
    await engineLoaded();
    expect(getLogLevel()).toBe('debug');
    fixture.startPlaying();
    const lines = debug.mock.calls.filter(([, line]) => String(line).startsWith('engine: ')).map(([, line]) => line);
    expect(lines).toEqual(expect.arrayContaining(['engine: load_sources', 'engine: ready', 'engine: autoplay', 'engine: play', 'engine: autoplay_success']));
  });

  it('without verbose, engine events are not logged, even at debug level', async () => {
    const debug = vi.spyOn(console, 'debug').mockImplementation(() => {});
    fixture = playerFixture({ search: '?debug=1&verbose=yes' });
    setLogLevel('debug');
    await loadEngine();
    play();
    fixture.startPlaying();
    expect(debug.mock.calls.filter(([, line]) => String(line).startsWith('engine: '))).toEqual([]);
    setLogLevel('error');
  });

  it('a Play on a station with nothing playable is refused with a warning, and Play shows again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { embedConfig } = await import('../support/embed-config');
    fixture = playerFixture({ config: embedConfig({ data: { audioHls: 'not a url' } }) });
    setLogLevel('warn');
    play();
    await vi.waitFor(() => expect(warn).toHaveBeenCalledWith('[radio-embed]', 'Ignoring play: the player is not ready yet'));
    expect(fixture!.handle.stores.playback.get().playStream).toBe(false);
    expect(fixture!.handle.stores.connection.get()).toBe('idle');
    setLogLevel('error');
  });
});

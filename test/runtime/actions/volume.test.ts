// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { loadSavedVolume } from '../../../runtime/actions/volume';
import type { Player } from '../../../runtime/player/types';
import { setLogLevel } from '../../../runtime/lib/logger';
import { embedConfig } from '../support/embed-config';
import { fakeMedia } from '../support/fake-media';
import { resetLogLevel } from '../support/reset';
import { destroyTestPlayers, testPlayer } from '../support/test-player';

let player: Player;
// The player's requests, as its Mute button and slider make them.
const setVolume = (value: unknown): void => player.request.setVolume(value);
const toggleMute = (): void => player.request.toggleMute();

beforeEach(() => {
  resetLogLevel();
  localStorage.clear();
  player = testPlayer(embedConfig());
});

afterEach(() => {
  destroyTestPlayers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

async function connectEngine() {
  const fake = fakeMedia();
  player.attachMedia(fake.media);
  await player.session.loadEngine();
  return fake;
}

describe('volume persistence', () => {
  it('saves the validated volume under the key "volume"', () => {
    setVolume(140);
    expect(player.stores.playback.get().volume).toBe(100);
    expect(localStorage.getItem('volume')).toBe('100');
    setVolume('30');
    expect(localStorage.getItem('volume')).toBe('30');
  });

  it('loads the saved volume, validated, on mount', () => {
    localStorage.setItem('volume', '-5');
    loadSavedVolume(player.stores.playback);
    expect(player.stores.playback.get().volume).toBe(0);
    localStorage.setItem('volume', 'garbage');
    loadSavedVolume(player.stores.playback);
    expect(player.stores.playback.get().volume).toBe(100);
  });

  it('keeps the default 100 when nothing was saved', () => {
    loadSavedVolume(player.stores.playback);
    expect(player.stores.playback.get().volume).toBe(100);
    expect(localStorage.getItem('volume')).toBeNull();
  });

  it('carries on and logs when storage throws', () => {
    setLogLevel('warn');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.stubGlobal('localStorage', {
      setItem() {
        throw new DOMException('full', 'QuotaExceededError');
      },
      getItem() {
        throw new DOMException('blocked', 'SecurityError');
      },
    });
    expect(() => setVolume(40)).not.toThrow();
    expect(player.stores.playback.get().volume).toBe(40);
    expect(() => loadSavedVolume(player.stores.playback)).not.toThrow();
    expect(player.stores.playback.get().volume).toBe(40);
    expect(warn).toHaveBeenCalledWith('[radio-embed]', 'Unable to use localStorage for the volume', expect.any(DOMException));
    expect(warn).toHaveBeenCalledTimes(2);
  });

  it('carries on when even reading localStorage throws (sandboxed frame)', () => {
    const original = Object.getOwnPropertyDescriptor(globalThis, 'localStorage');
    Object.defineProperty(globalThis, 'localStorage', {
      configurable: true,
      get() {
        throw new DOMException('denied', 'SecurityError');
      },
    });
    onTestFinished(() => {
      if (original) Object.defineProperty(globalThis, 'localStorage', original);
    });
    expect(() => setVolume(20)).not.toThrow();
    expect(() => loadSavedVolume(player.stores.playback)).not.toThrow();
    expect(player.stores.playback.get().volume).toBe(20);
  });
});

describe('volume and the engine', () => {
  it('applies the saved volume when the engine becomes ready', async () => {
    localStorage.setItem('volume', '25');
    loadSavedVolume(player.stores.playback);
    const { media } = await connectEngine();
    expect(media.volume).toBe(0.25);
  });

  it('applies slider changes to the media element', async () => {
    const { media } = await connectEngine();
    setVolume(60);
    expect(media.volume).toBe(0.6);
  });

  it('keeps the volume while muted, and moving the slider up while muted unmutes at that level', async () => {
    const { media, fire } = await connectEngine();
    setVolume(50);
    toggleMute();
    fire('volumechange');
    expect(player.stores.playback.get().muted).toBe(true);
    expect(media.volume).toBe(0.5);

    // The slider shows 0 while muted: raising it means "sound at this level".
    setVolume(20);
    fire('volumechange');
    expect(media.muted).toBe(false);
    expect(media.volume).toBe(0.2);
    expect(player.stores.playback.get()).toMatchObject({ muted: false, volume: 20 });
    expect(localStorage.getItem('volume')).toBe('20');
  });

});

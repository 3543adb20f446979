// @vitest-environment happy-dom
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act } from 'preact/test-utils';
import { embedConfig, inlineConfig } from '../support/embed-config';
import type { Player } from '../../../runtime/player/types';
import { renderPlayer } from '../support/render-player';
import { resetLogLevel } from '../support/reset';

let unmount = async () => {};

beforeEach(() => {
  resetLogLevel();
  localStorage.clear();
  document.body.innerHTML = '';
});

afterEach(async () => {
  await unmount();
  unmount = async () => {};
  vi.restoreAllMocks();
});

/** The running test's player. */
let shown: Player;

async function start(address?: string, config = embedConfig({ title: 'Radio 42' }), refusePlay?: Error) {
  inlineConfig(config);
  const player = await renderPlayer(address, { refusePlay });
  shown = player.player;
  unmount = async () => player.unmount();
  await player.settle();
  return player;
}

describe('Player', () => {
  it('shows the station title as a heading, and Play and Mute buttons', async () => {
    const { root, button } = await start();
    expect(root.querySelector('h1')?.textContent).toBe('Radio 42');
    expect(button('Play')).not.toBeNull();
    expect(button('Mute')).not.toBeNull();
  });

  it('has the stream element with no src and preload="none" before Play', async () => {
    const { audio, play } = await start();
    expect(audio().getAttribute('preload')).toBe('none');
    expect(audio().hasAttribute('src')).toBe(false);
    expect(play).not.toHaveBeenCalled();
  });

  it('names the button "Stop" only once the engine reports playing, and "Play" again after Stop', async () => {
    const { button, click, media, audio, play } = await start();
    await click('Play');
    expect(play).toHaveBeenCalledOnce();
    expect(audio().getAttribute('src')).toContain('https://stream.example/live.mp3');
    // Connecting: still "Play", marked busy.
    expect(button('Stop')).toBeNull();
    expect(button('Play')?.getAttribute('aria-busy')).toBe('true');

    await media('playing');
    expect(button('Play')).toBeNull();
    expect(button('Stop')).not.toBeNull();

    await click('Stop');
    expect(audio().hasAttribute('src')).toBe(false);
    expect(button('Stop')).toBeNull();
    expect(button('Play')?.getAttribute('aria-busy')).toBe('false');
  });

  it('offers "Try again" and says so when the stream fails', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { click, media, button } = await start();
    await click('Play');
    await media('error');
    expect(button('Try again')?.getAttribute('aria-busy')).toBe('false');
    expect(document.querySelector('[role="status"]')?.textContent).toBe('Stream unavailable');
    expect(shown.stores.playback.get()).toMatchObject({ playStream: false, playing: false });
    expect(error).toHaveBeenCalledWith('[radio-embed]', 'Unable to connect to the stream');
  });

  it('names the mute button "Unmute" once the element reports muted, and back', async () => {
    const { button, click, media, audio } = await start();
    await click('Mute');
    expect(audio().muted).toBe(true);
    expect(button('Mute')).not.toBeNull();
    await media('volumechange');
    expect(button('Unmute')).not.toBeNull();

    await click('Unmute');
    await media('volumechange');
    expect(audio().muted).toBe(false);
    expect(button('Mute')).not.toBeNull();
  });

  it.each([
    ['show_volume=1', '/42?show_volume=1', []],
    ['a Volume entry in ui.flower', '/42', ['Volume']],
    ['a volume entry (any case) in ui.flower', '/42', ['volume']],
  ])('shows the volume slider with %s', async (_, address, flower) => {
    const { slider } = await start(address, embedConfig({ flower }));
    const input = slider();
    expect(input).not.toBeNull();
    expect([input?.min, input?.max, input?.step, input?.value]).toEqual(['0', '100', '1', '100']);
  });

  it('hides the volume slider otherwise', async () => {
    const { slider } = await start('/42?show_volume=0', embedConfig({ flower: ['Facebook', 'Email'] }));
    expect(slider()).toBeNull();
  });

  it('sets, saves and applies the volume from the slider', async () => {
    const { slider, audio } = await start('/42?show_volume=1');
    await act(async () => {
      const input = slider()!;
      input.value = '30';
      input.dispatchEvent(new Event('input', { bubbles: true }));
    });
    expect(shown.stores.playback.get().volume).toBe(30);
    expect(localStorage.getItem('volume')).toBe('30');
    expect(audio().volume).toBe(0.3);
    expect(slider()?.value).toBe('30');
  });

  it('mute and volume agree: muted shows the slider at 0 and restores it on unmute; volume 0 shows and names the button as muted', async () => {
    const { slider, button, click, media, audio } = await start('/42?show_volume=1');
    const slide = (value: number) =>
      act(async () => {
        const input = slider()!;
        input.value = String(value);
        input.dispatchEvent(new Event('input', { bubbles: true }));
      });
    await slide(40);
    await click('Mute');
    await media('volumechange');
    expect(slider()?.value).toBe('0');
    expect(button('Unmute')).not.toBeNull();
    await click('Unmute');
    await media('volumechange');
    expect(slider()?.value).toBe('40');
    expect(audio().volume).toBe(0.4);

    // Pulled down to 0: nothing is heard, so the button says so, and Unmute brings sound back.
    await slide(0);
    expect(button('Unmute')).not.toBeNull();
    await click('Unmute');
    expect(slider()?.value).toBe('50');
    expect(button('Mute')).not.toBeNull();
  });

  it('starts at the saved volume', async () => {
    localStorage.setItem('volume', '25');
    const { slider, audio } = await start('/42?show_volume=1');
    expect(slider()?.value).toBe('25');
    expect(audio().volume).toBe(0.25);
  });

  it('with autoplay=1 the browser may refuse: a warning, and Play stays', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { button, play } = await start('/42?autoplay=1&debug=warn', embedConfig(), new DOMException('no gesture', 'NotAllowedError'));
    expect(play).toHaveBeenCalledOnce();
    expect(button('Play')?.getAttribute('aria-busy')).toBe('false');
    expect(shown.stores.playback.get().playStream).toBe(false);
    expect(warn).toHaveBeenCalledWith('[radio-embed]', 'Autostart is not allowed', expect.anything());
    expect(error).not.toHaveBeenCalled();
  });
});

describe('Player without a config', () => {
  it('says clearly that it is not configured and logs the fatal error', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const player = await renderPlayer('/42');
    unmount = async () => player.unmount();
    await player.settle();
    expect(player.root.textContent).toBe('This player is not configured');
    expect(player.root.querySelector('[role="status"]')).not.toBeNull();
    expect(player.button('Play')).toBeNull();
    expect(error).toHaveBeenCalledWith('[radio-embed]', 'Fatal Error: Unable to load config for station 42');
  });

  it('plays a stream_url override with the default configuration', async () => {
    const player = await renderPlayer('/?stream_url=https%3A%2F%2Fo.example%2Fradio.aac');
    unmount = async () => player.unmount();
    await player.settle();
    await player.click('Play');
    expect(player.audio().getAttribute('src')).toMatch(/^https:\/\/o\.example\/radio\.aac\?/);
  });
});

// The player fetches the listening features' on-play chunk (one player at a time) on intent, as a
// lazy import nobody awaits; a test that ends while it is still loading let it finish after the
// environment was torn down (an unhandled EnvironmentTeardownError in a fresh-clone run). Wait for
// that chunk before the file ends.
afterAll(async () => {
  await import('../../../runtime/features/listening/on-play');
});

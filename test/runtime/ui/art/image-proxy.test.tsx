// @vitest-environment happy-dom
// Spec §7 image proxy: with it on, every third-party image the player shows goes through it.
import { act } from 'preact/test-utils';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { proxiedImage } from '../../../../runtime/ui/art/image-proxy';
import { backgroundUrl } from '../../support/background-url';
import { embedConfig, inlineConfig } from '../../support/embed-config';
import { renderPlayer } from '../../support/render-player';
import { resetLogLevel } from '../../support/reset';

const PROXY = { url: 'https://img.example', enabled: true };
const via = (url: string) => `https://img.example/image?src=${encodeURIComponent(url)}&cb=1758240000000`;

describe('proxiedImage', () => {
  it('leaves alone what is not a third-party image: the page’s own origin, relative paths, data: URLs, the proxy’s own', () => {
    const page = 'https://embed.example';
    expect(proxiedImage('https://embed.example/art.jpg', PROXY, 1, page)).toBe('https://embed.example/art.jpg');
    expect(proxiedImage('/art.jpg', PROXY, 1, page)).toBe('/art.jpg');
    expect(proxiedImage('data:image/png;base64,AAAA', PROXY, 1, page)).toBe('data:image/png;base64,AAAA');
    const once = proxiedImage('https://i.example/a.jpg', PROXY, 1, page);
    expect(proxiedImage(once, PROXY, 1, page)).toBe(once);
  });
});

describe('the screen with the image proxy on', () => {
  let unmount = async () => {};
  beforeEach(() => {
    resetLogLevel();
    document.body.innerHTML = '';
  });
  afterEach(async () => {
    await unmount();
    vi.restoreAllMocks();
  });

  const start = async (proxy: typeof PROXY) => {
    const config = embedConfig({ title: 'Radio 42' });
    config.ui.defaultAlbumArt = 'https://radio42.example/art.jpg';
    config.services.imageProxy = proxy;
    config.buildTime = 1758240000000;
    inlineConfig(config);
    const player = await renderPlayer('/42');
    unmount = async () => player.unmount();
    await player.settle();
    await player.pageLoaded();
    return {
      track: player.player.stores.track,
      /** What the art loads (its hidden <img>), and, once loaded, shows with the background. */
      loads: () => player.root.querySelector('.re-art img')?.getAttribute('src'),
      loaded: () => act(() => void player.root.querySelector('.re-art img')!.dispatchEvent(new Event('load'))),
      art: () => backgroundUrl(player.root.querySelector('.re-art')),
      background: () => backgroundUrl(player.root.querySelector('.re-bg')),
    };
  };

  it('loads the default album art and a now-playing cover through it, art and background alike', async () => {
    const { loads, loaded, art, background, track } = await start(PROXY);
    expect(loads()).toBe(via('https://radio42.example/art.jpg'));
    expect(art()).toBe(via('https://radio42.example/art.jpg'));
    expect(background()).toBe(via('https://radio42.example/art.jpg'));
    await act(() => track.set({ artist: 'A', title: 'B', cover: 'https://np.example/cover.jpg' }));
    expect(loads()).toBe(via('https://np.example/cover.jpg'));
    await loaded();
    expect(art()).toBe(via('https://np.example/cover.jpg'));
    expect(background()).toBe(via('https://np.example/cover.jpg'));
  });

  it('loads them directly when the proxy is off', async () => {
    const { art } = await start({ ...PROXY, enabled: false });
    expect(art()).toBe('https://radio42.example/art.jpg');
  });
});

// @vitest-environment happy-dom
// The player screen beyond play/mute/volume (spec §2): art and background with their fallbacks,
// the track line, the colour scheme and the social block with its share overlay.
import { act } from 'preact/test-utils';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { EmbedConfig } from '../../../runtime/config/embed-config';
import type { Player } from '../../../runtime/player/types';
import { backgroundUrl } from '../support/background-url';
import { embedConfig, inlineConfig } from '../support/embed-config';
import { renderPlayer } from '../support/render-player';
import { ART_TIMEOUT_MS } from '../../../runtime/ui/art/use-art';
import { resetLogLevel } from '../support/reset';

let unmount = async () => {};
/** The running test's player. */
let shown: Player;

beforeEach(() => {
  resetLogLevel();
  document.body.innerHTML = '';
  document.head.innerHTML = '';
});

afterEach(async () => {
  await unmount();
  unmount = async () => {};
  vi.restoreAllMocks();
});

async function start(edit: (config: EmbedConfig) => void = () => {}, address = '/42') {
  const config = embedConfig({ title: 'Radio 42', flower: ['Volume', 'Facebook', 'Email', 'Twitter'] });
  config.station.logoLink = 'https://radio42.example';
  config.playerLink = 'https://embed.example/42/';
  edit(config);
  inlineConfig(config);
  const player = await renderPlayer(address);
  shown = player.player;
  unmount = async () => player.unmount();
  await player.settle();
  await player.pageLoaded();
  const { root } = player;
  return {
    ...player,
    track: () => root.querySelector<HTMLElement>('.re-track'),
    art: () => root.querySelector<HTMLElement>('.re-art'),
    /** What the tile shows (its CSS background), and the hidden <img> that loads it. */
    shownArt: () => backgroundUrl(root.querySelector('.re-art')),
    artImage: () => root.querySelector<HTMLImageElement>('.re-art img'),
    background: () => backgroundUrl(root.querySelector('.re-bg')),
    bars: () => root.querySelector('.re-bars'),
    dialog: () => root.querySelector<HTMLElement>('[role="dialog"]'),
    link: (name: string) => root.querySelector<HTMLAnchorElement>(`a[aria-label="${name}"]`),
  };
}

const setTrack = (artist: string, title: string, cover = '') => act(() => shown.stores.track.set({ artist, title, cover }));
const imageEvent = (img: HTMLImageElement | null, type: 'load' | 'error') => act(() => void img!.dispatchEvent(new Event(type)));

describe('track line (spec §2 item 2)', () => {
  it.each([
    ['Daft Punk', 'One More Time', 'One More Time - Daft Punk'],
    ['', 'One More Time', 'One More Time'],
    ['Daft Punk', '', 'Daft Punk'],
    ['', '', ''],
  ])('artist %j, title %j → %j', async (artist, title, text) => {
    const { track } = await start();
    await setTrack(artist, title);
    expect(track()?.textContent).toBe(text);
  });

  it('is a polite live region that exists before the first track, and follows each change', async () => {
    const { track } = await start();
    expect(track()?.getAttribute('aria-live')).toBe('polite');
    expect(track()?.textContent).toBe('');
    await setTrack('A', 'B');
    await setTrack('C', 'D');
    expect(track()?.textContent).toBe('D - C');
  });

  it('is not shown with ui.toggleMetadata off', async () => {
    const { track } = await start((c) => (c.ui.toggleMetadata = false));
    await setTrack('A', 'B');
    expect(track()).toBeNull();
  });

  it('sits under the station title heading', async () => {
    const { root } = await start();
    expect(root.querySelector('h1')?.textContent).toBe('Radio 42');
    expect(root.querySelector('h1 + .re-track')).not.toBeNull();
  });
});

describe('album art and background (spec §2 items 1–2, §8; issue 29 §5)', () => {
  const ART = 'https://radio42.example/art.jpg';
  const LOGO = 'https://radio42.example/logo.png';
  const COVER = 'https://i.example/cover.jpg';

  it('shows the bundled default (an inline SVG) and no background when nothing else exists', async () => {
    const { art, artImage, background, bars } = await start();
    expect(artImage()).toBeNull();
    expect(art()?.querySelector('svg')).not.toBeNull();
    expect(background()).toBeNull();
    expect(bars()).toBeNull();
  });

  it("shows the station's default album art, with loading bars until it has loaded, and blurs it behind", async () => {
    const { shownArt, artImage, background, bars } = await start((c) => (c.ui.defaultAlbumArt = ART));
    expect(shownArt()).toBe(ART);
    expect(background()).toBe(ART);
    // The <img> that tells whether it loaded is never shown: a failed one cannot show its icon.
    expect(artImage()?.getAttribute('src')).toBe(ART);
    expect(artImage()?.alt).toBe('');
    expect(artImage()?.hidden).toBe(true);
    expect(bars()).not.toBeNull();
    await imageEvent(artImage(), 'load');
    expect(bars()).toBeNull();
  });

  it('before the page has loaded: no image, no <img>, no bars, the tile there; all once a task after its load event (issue 29 §5)', async () => {
    // A page whose app starts before its load event (first-paint/starts-at-once.ts).
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('interactive');
    const config = embedConfig({ title: 'Radio 42' });
    config.ui.defaultAlbumArt = ART;
    inlineConfig(config);
    const player = await renderPlayer('/42');
    unmount = async () => player.unmount();
    await player.settle();
    await player.pageLoaded();
    const { root } = player;
    expect(root.querySelector('.re-art')).not.toBeNull();
    expect(backgroundUrl(root.querySelector('.re-art'))).toBeNull();
    expect(root.querySelector('.re-bg')).toBeNull();
    expect(root.querySelector('.re-art img')).toBeNull();
    expect(root.querySelector('.re-bars')).toBeNull();
    await act(() => void window.dispatchEvent(new Event('load')));
    // Not inside the event's task (WebKit would count the request as the page's).
    expect(root.querySelector('.re-art img')).toBeNull();
    await player.pageLoaded();
    expect(root.querySelector('.re-art img')?.getAttribute('src')).toBe(ART);
    expect(backgroundUrl(root.querySelector('.re-art'))).toBe(ART);
    expect(root.querySelector('.re-bars')).not.toBeNull();
  });

  it('shows the track cover first, loading again when the cover changes', async () => {
    const { shownArt, artImage, background, bars } = await start((c) => (c.ui.defaultAlbumArt = ART));
    await imageEvent(artImage(), 'load');
    await setTrack('A', 'B', COVER);
    // Loaded first, by the hidden <img>; shown once it has.
    expect(artImage()?.getAttribute('src')).toBe(COVER);
    expect(shownArt()).toBeNull();
    expect(background()).toBeNull();
    expect(bars()).not.toBeNull();
    await imageEvent(artImage(), 'load');
    expect(shownArt()).toBe(COVER);
    expect(background()).toBe(COVER);
    expect(bars()).toBeNull();
  });

  it('falls back from a failed cover to the default art, the logo, then the bundled image, warning each time; the bars stop', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { art, shownArt, artImage, background, bars } = await start((c) => {
      c.ui.defaultAlbumArt = ART;
      c.station.logo = LOGO;
    }, '/42?debug=warn');
    await setTrack('A', 'B', 'https://i.example/broken.jpg');
    await imageEvent(artImage(), 'error');
    expect(shownArt()).toBe(ART);
    expect(background()).toBe(ART);
    expect(warn).toHaveBeenCalledWith('[radio-embed]', 'Unable to load the album art', 'https://i.example/broken.jpg');

    await imageEvent(artImage(), 'error');
    expect(artImage()?.getAttribute('src')).toBe(LOGO);
    expect(warn).toHaveBeenCalledWith('[radio-embed]', 'Unable to load the album art', ART);
    expect(shownArt()).toBeNull();
    expect(bars()).not.toBeNull();

    await imageEvent(artImage(), 'error');
    expect(artImage()).toBeNull();
    expect(shownArt()).toBeNull();
    expect(art()?.querySelector('svg')).not.toBeNull();
    expect(background()).toBeNull();
    expect(bars()).toBeNull();
    expect(warn).toHaveBeenCalledWith('[radio-embed]', 'Unable to load the album art', LOGO);

    // A failed image stays failed: the next track without a cover goes straight to the tile.
    await setTrack('C', 'D');
    expect(artImage()).toBeNull();
    expect(bars()).toBeNull();
  });

  it('shows the logo once it has loaded when the cover and the default art failed', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { shownArt, artImage, background, bars } = await start((c) => {
      c.ui.defaultAlbumArt = ART;
      c.station.logo = LOGO;
    });
    await imageEvent(artImage(), 'error');
    expect(artImage()?.getAttribute('src')).toBe(LOGO);
    await imageEvent(artImage(), 'load');
    expect(shownArt()).toBe(LOGO);
    expect(background()).toBe(LOGO);
    expect(bars()).toBeNull();
  });

  it('gives up on an image that does not answer in ART_TIMEOUT_MS and tries the next', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
      const { shownArt, artImage, bars } = await start((c) => {
        c.ui.defaultAlbumArt = ART;
        c.station.logo = LOGO;
      }, '/42?debug=warn');
      await act(() => void vi.advanceTimersByTime(ART_TIMEOUT_MS - 100));
      expect(shownArt()).toBe(ART);
      expect(bars()).not.toBeNull();
      const silent = artImage()!;
      await act(() => void vi.advanceTimersByTime(200));
      // Its request dropped (it would keep one of the few connections to its host), the logo tried.
      expect(silent.hasAttribute('src')).toBe(false);
      expect(artImage()?.getAttribute('src')).toBe(LOGO);
      expect(shownArt()).toBeNull();
      expect(warn).toHaveBeenCalledWith('[radio-embed]', 'Unable to load the album art', ART, `(no answer in ${ART_TIMEOUT_MS} ms)`);
      await act(() => void vi.advanceTimersByTime(ART_TIMEOUT_MS + 100));
      expect(shownArt()).toBeNull();
      expect(bars()).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it('shows the loading bars for ART_TIMEOUT_MS at most while silent images are tried one after another; the first to load is shown; a new cover brings them back', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      vi.spyOn(console, 'warn').mockImplementation(() => {});
      const { shownArt, artImage, bars } = await start((c) => {
        c.ui.defaultAlbumArt = ART;
        c.station.logo = LOGO;
      });
      await setTrack('A', 'B', COVER);
      expect(artImage()?.getAttribute('src')).toBe(COVER);
      await act(() => void vi.advanceTimersByTime(ART_TIMEOUT_MS - 100));
      expect(bars()).not.toBeNull();
      // The cover was silent: the default art is tried (the tile shows it as the first paint
      // did, before it has loaded), and the bars are gone.
      await act(() => void vi.advanceTimersByTime(200));
      expect(artImage()?.getAttribute('src')).toBe(ART);
      expect(bars()).toBeNull();
      // Silent too: the logo is tried, still without bars, and shown once it has loaded.
      await act(() => void vi.advanceTimersByTime(ART_TIMEOUT_MS));
      expect(artImage()?.getAttribute('src')).toBe(LOGO);
      expect(bars()).toBeNull();
      await imageEvent(artImage(), 'load');
      expect(shownArt()).toBe(LOGO);
      // The next track's cover shows the bars again while it loads.
      await setTrack('C', 'D', 'https://i.example/next.jpg');
      expect(bars()).not.toBeNull();
      await imageEvent(artImage(), 'load');
      expect([shownArt(), bars()]).toEqual(['https://i.example/next.jpg', null]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('with ui.disableAlbumArt shows no art and no background', async () => {
    const { art, background } = await start((c) => {
      c.ui.disableAlbumArt = true;
      c.ui.defaultAlbumArt = ART;
    });
    await setTrack('A', 'B', COVER);
    expect(art()).toBeNull();
    expect(background()).toBeNull();
  });
});

describe('colour scheme', () => {
  it('is Dark by default and Light with ui.scheme "Light" (any case)', async () => {
    const dark = await start();
    expect(dark.root.querySelector('main')?.className).toBe('re-player re-dark');
    await dark.unmount();
    document.body.innerHTML = '';
    const light = await start((c) => (c.ui.scheme = 'light'));
    expect(light.root.querySelector('main')?.className).toBe('re-player re-light');
  });

  it('?theme= overrides the station; auto leaves the scheme to the system (player.css)', async () => {
    const light = await start(undefined, '/42?theme=light');
    expect(light.root.querySelector('main')?.className).toBe('re-player re-light');
    await light.unmount();
    document.body.innerHTML = '';
    const auto = await start((c) => (c.ui.scheme = 'Light'), '/42?theme=AUTO');
    expect(auto.root.querySelector('main')?.className).toBe('re-player re-auto');
  });

  it('ui.accent is handed to the theming API as --re-accent', async () => {
    const { root } = await start((c) => (c.ui.accent = '#e11d48'));
    expect(root.querySelector('main')?.style.getPropertyValue('--re-accent')).toBe('#e11d48');
  });
});

describe('social block (spec §2 item 5)', () => {
  it('shows a Share button that opens an overlay headed "Share", with focus on Back', async () => {
    const { button, click, dialog, root } = await start();
    const shareButton = button('Share');
    expect(shareButton?.getAttribute('aria-haspopup')).toBe('dialog');
    expect(dialog()).toBeNull();
    await click('Share');
    await vi.waitFor(() => expect(dialog()).not.toBeNull());
    const heading = dialog()!.querySelector('h2');
    expect(heading?.textContent).toBe('Share');
    expect(dialog()?.getAttribute('aria-labelledby')).toBe(heading?.id);
    expect(dialog()?.getAttribute('aria-modal')).toBe('true');
    expect(document.activeElement).toBe(button('Back'));
    expect(root.ownerDocument.getElementById('re-share-style')).not.toBeNull();
  });

  it('lists the station website (new tab) and the enabled targets in flower order', async () => {
    const { click, dialog, link } = await start((c) => (c.ui.flower = [{ type: 'TWITTER' }, { type: 'volume' }, { type: 'email' }]));
    await click('Share');
    await vi.waitFor(() => expect(dialog()).not.toBeNull());
    const website = link('Station website');
    expect(website?.href).toBe('https://radio42.example/');
    expect(website?.target).toBe('_blank');
    expect(website?.rel).toBe('noopener noreferrer');
    const names = [...dialog()!.querySelectorAll('[aria-label]')].map((el) => el.getAttribute('aria-label'));
    expect(names).toEqual(['Back', 'Station website', 'X (Twitter)', 'Email', 'Copy link', 'Copy embed code']);
  });

  it('has no website link without station.logoLink', async () => {
    const { click, dialog, link, button } = await start((c) => (c.station.logoLink = ''));
    await click('Share');
    await vi.waitFor(() => expect(dialog()).not.toBeNull());
    expect(link('Station website')).toBeNull();
    expect(button('Facebook')).not.toBeNull();
  });

  it('closes with Back and with Escape, giving focus back to the Share button', async () => {
    const { click, dialog, button } = await start();
    await click('Share');
    await vi.waitFor(() => expect(dialog()).not.toBeNull());
    await click('Back');
    expect(dialog()).toBeNull();
    expect(document.activeElement).toBe(button('Share'));

    await click('Share');
    await vi.waitFor(() => expect(dialog()).not.toBeNull());
    await act(() => void document.activeElement!.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true })));
    expect(dialog()).toBeNull();
    expect(document.activeElement).toBe(button('Share'));
  });

  it('keeps Tab and Shift+Tab inside the overlay', async () => {
    const { click, dialog, button } = await start();
    await click('Share');
    await vi.waitFor(() => expect(dialog()).not.toBeNull());
    const tab = (shiftKey: boolean) =>
      act(() => void document.activeElement!.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab', shiftKey, bubbles: true, cancelable: true })));
    await tab(true);
    expect(document.activeElement).toBe(button('Copy embed code'));
    await tab(false);
    expect(document.activeElement).toBe(button('Back'));
  });

  it('shares through the target buttons (Twitter opens a popup)', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue({ opener: window } as unknown as Window);
    const { click, dialog } = await start();
    await setTrack('Daft Punk', 'One More Time');
    await click('Share');
    await vi.waitFor(() => expect(dialog()).not.toBeNull());
    await click('X (Twitter)');
    expect(open).toHaveBeenCalledOnce();
    expect(new URL(open.mock.calls[0]![0] as string).searchParams.get('text')).toBe(
      'Currently listening to One More Time by Daft Punk on Radio 42 at https://embed.example/42/.',
    );
  });

  it('copies the player link and says so', async () => {
    const writeText = vi.fn(async () => {});
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    const { click, dialog } = await start();
    await click('Share');
    await vi.waitFor(() => expect(dialog()).not.toBeNull());
    await click('Copy link');
    await vi.waitFor(() => expect(dialog()!.querySelector('[role="status"]')?.textContent).toBe('Link copied'));
    expect(writeText).toHaveBeenCalledWith('https://embed.example/42/');
    vi.unstubAllGlobals();
  });

  it("copies the build's own embed code (snippet.html beside the page), or says it could not", async () => {
    const writeText = vi.fn(async () => {});
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    const snippet = '<iframe src="https://embed.example/42/" title="Radio 42 player"></iframe>';
    const fetch = vi.fn(async () => new Response(`${snippet}\n`));
    vi.stubGlobal('fetch', fetch);
    const { click, dialog } = await start();
    await click('Share');
    await vi.waitFor(() => expect(dialog()).not.toBeNull());
    await click('Copy embed code');
    const said = () => dialog()!.querySelector('[role="status"]')?.textContent;
    await vi.waitFor(() => expect(said()).toBe('Embed code copied'));
    expect(String((fetch.mock.calls[0] as unknown[])[0])).toBe(new URL('snippet.html', location.href).href);
    expect(writeText).toHaveBeenCalledWith(snippet);

    fetch.mockImplementation(async () => new Response('not found', { status: 404 }));
    await click('Copy embed code');
    await vi.waitFor(() => expect(said()).toBe('Could not copy the embed code'));
    vi.unstubAllGlobals();
  });

  it('offers no Copy link without a player link (no publicUrl)', async () => {
    const { click, dialog, button } = await start((c) => (c.playerLink = ''));
    await click('Share');
    await vi.waitFor(() => expect(dialog()).not.toBeNull());
    expect(button('Copy link')).toBeNull();
    expect(button('Copy embed code')).not.toBeNull();
  });

  it('is hidden with no_social=1', async () => {
    const { button } = await start(undefined, '/42?no_social=1');
    expect(button('Share')).toBeNull();
  });

  it('is hidden when there is nothing to share, and shown for the website alone', async () => {
    const none = await start((c) => {
      c.ui.flower = [{ type: 'VOLUME' }];
      c.station.logoLink = '';
    });
    expect(none.button('Share')).toBeNull();
    await none.unmount();
    document.body.innerHTML = '';
    const websiteOnly = await start((c) => (c.ui.flower = []));
    expect(websiteOnly.button('Share')).not.toBeNull();
  });
});

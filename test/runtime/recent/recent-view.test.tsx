// @vitest-environment happy-dom
// "Recently played" from the player: a button in the bar opens the view (a lazy chunk) over it.
import { act } from 'preact/test-utils';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { EmbedConfig } from '../../../runtime/config/embed-config';
import { addPlayed } from '../../../runtime/features/recent/played-list';
import { savePlayed } from '../../../runtime/features/recent/session-played';
import { backgroundUrl } from '../support/background-url';
import { embedConfig, inlineConfig } from '../support/embed-config';
import { renderPlayer } from '../support/render-player';
import { resetLogLevel } from '../support/reset';

let unmount = async () => {};
beforeEach(() => {
  resetLogLevel();
  sessionStorage.clear();
  document.body.innerHTML = '';
  document.head.innerHTML = '';
});
afterEach(async () => {
  await unmount();
  unmount = async () => {};
  vi.restoreAllMocks();
});

async function start(edit: (config: EmbedConfig) => void = () => {}) {
  const config = embedConfig({ title: 'Radio 42' });
  config.metadata = { ...config.metadata, source: 'icecast', url: 'https://ice.example/status-json.xsl' };
  edit(config);
  inlineConfig(config);
  // No request to anyone from the view: every fetch the page makes is counted.
  const fetch = vi.spyOn(globalThis, 'fetch').mockImplementation(async () => new Response('{}'));
  const player = await renderPlayer('/42');
  unmount = async () => player.unmount();
  await player.settle();
  const dialog = () => player.root.querySelector<HTMLElement>('[role="dialog"]');
  return { ...player, fetch, dialog };
}

describe('Recently played', () => {
  it('lists what this listener heard, newest first, with time and cover, and asks nobody anything', async () => {
    let list = addPlayed([], { artist: 'Nina Simone', title: 'Feeling Good', cover: 'https://img.example/fg.jpg' }, Date.UTC(2026, 0, 1, 9, 5));
    list = addPlayed(list, { artist: 'Air', title: 'La Femme d’Argent', cover: '' }, Date.UTC(2026, 0, 1, 9, 9));
    savePlayed(42, list);
    const { click, dialog, fetch, button } = await start();
    expect(button('Recently played')?.getAttribute('aria-haspopup')).toBe('dialog');
    const before = fetch.mock.calls.length;
    await click('Recently played');
    await vi.waitFor(() => expect(dialog()).not.toBeNull());
    expect(dialog()!.querySelector('h2')?.textContent).toBe('Recently played');
    const items = [...dialog()!.querySelectorAll('li')];
    expect(items.map((li) => li.querySelector('.re-recent-title')?.textContent)).toEqual(['La Femme d’Argent', 'Feeling Good']);
    expect(items[1]!.querySelector('.re-recent-artist')?.textContent).toBe('Nina Simone');
    // The cover as the tile's background (a failed one cannot show a broken-image icon), loaded by a hidden <img>.
    // Art starts a task after the page's load event (ui/art/use-art.tsx): awaited, not assumed.
    await vi.waitFor(() => expect(backgroundUrl(items[1]!.querySelector('.re-recent-cover'))).toBe('https://img.example/fg.jpg'));
    await vi.waitFor(() => expect(items[1]!.querySelector('img')?.getAttribute('src')).toBe('https://img.example/fg.jpg'));
    expect(items[1]!.querySelector('img')?.hidden).toBe(true);
    expect(items[0]!.querySelector('.re-recent-cover svg')).not.toBeNull();
    expect(items[0]!.querySelector('time')?.getAttribute('datetime')).toBe('2026-01-01T09:09:00.000Z');
    expect(fetch.mock.calls.length).toBe(before);
    expect(document.activeElement).toBe(button('Back'));
  });

  it('shows the note for a cover that fails, and no broken image', async () => {
    savePlayed(42, addPlayed([], { artist: 'Nina Simone', title: 'Feeling Good', cover: 'https://img.example/gone.jpg' }, Date.UTC(2026, 0, 1, 9, 5)));
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { click, dialog } = await start();
    await click('Recently played');
    // The dialog is a lazy chunk: until it is in, `dialog()?.…` is undefined, which is not null.
    await vi.waitFor(() => expect(dialog()?.querySelector('.re-recent-cover img')).toBeInstanceOf(HTMLImageElement));
    const cover = dialog()!.querySelector('.re-recent-cover')!;
    await act(() => void cover.querySelector('img')!.dispatchEvent(new Event('error')));
    expect(cover.querySelector('img')).toBeNull();
    expect(backgroundUrl(cover)).toBeNull();
    expect(cover.querySelector('svg')).not.toBeNull();
  });

  it('says so when nothing was heard yet, and closes with Escape, focus back on its button', async () => {
    const { click, dialog, button } = await start();
    await click('Recently played');
    await vi.waitFor(() => expect(dialog()).not.toBeNull());
    expect(dialog()!.textContent).toContain('Nothing played yet');
    await act(() => void document.activeElement!.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true })));
    expect(dialog()).toBeNull();
    expect(document.activeElement).toBe(button('Recently played'));
  });

  it('is not offered without a track source', async () => {
    const { button } = await start((config) => (config.metadata.source = 'none'));
    expect(button('Recently played')).toBeNull();
  });
});

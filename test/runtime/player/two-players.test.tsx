// @vitest-environment happy-dom
// Two players on one page at the same time (two embeds, or a host page that shows a second one
// before it removes the first): each has its own stores (issue 16), so what one plays, shows or
// is asked never reaches the other, and destroying one leaves the other as it was.
import { act } from 'preact/test-utils';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { embedConfig } from '../support/embed-config';
import { showPlayer } from '../support/render-player';
import { destroyTestPlayers, testPlayer } from '../support/test-player';

beforeEach(() => {
  // happy-dom plays nothing: play() resolves, and the test dispatches the media events.
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
  vi.spyOn(HTMLMediaElement.prototype, 'canPlayType').mockImplementation((type: string) => (type.startsWith('audio/') ? 'maybe' : ''));
});
afterEach(() => {
  act(() => destroyTestPlayers());
  document.body.replaceChildren();
  vi.restoreAllMocks();
});

/** A player of `title` rendered on the page as the app renders it, its engine loaded. */
async function shown(title: string) {
  const player = testPlayer(embedConfig({ title }));
  const root = await showPlayer(player);
  const audio = () => root.querySelector('audio')!;
  return {
    player,
    root,
    state: () => root.querySelector('main')!.getAttribute('data-player-state'),
    trackLine: () => root.querySelector('.re-track')!.textContent,
    status: () => root.querySelector('[role="status"]')!.textContent,
    playButton: () => root.querySelector<HTMLButtonElement>('.re-bar button')!.getAttribute('aria-label'),
    /** The listener presses Play and the stream's audio starts. */
    playing: () =>
      act(async () => {
        player.request.play();
        await Promise.resolve();
        audio().dispatchEvent(new Event('playing'));
      }),
  };
}

it('one player plays and shows its track while the other, on the same page, stays idle with none', async () => {
  const one = await shown('Radio One');
  const two = await shown('Radio Two');

  await one.playing();
  act(() => one.player.stores.track.set({ artist: 'Nina Simone', title: 'Sinnerman', cover: '' }));
  expect(one.state()).toBe('playing');
  expect(one.trackLine()).toBe('Sinnerman - Nina Simone');

  expect(two.state()).toBe('idle');
  expect(two.trackLine()).toBe('');
  expect(two.playButton()).toBe('Play');
  expect(two.player.stores.playback.get()).toMatchObject({ playStream: false, playing: false });
});

it('destroying one player leaves the other’s state as it was: still playing, its track still shown', async () => {
  const one = await shown('Radio One');
  const two = await shown('Radio Two');
  await two.playing();
  act(() => two.player.stores.track.set({ artist: 'Air', title: 'Playground Love', cover: '' }));

  act(() => one.player.destroy());

  expect(two.state()).toBe('playing');
  expect(two.trackLine()).toBe('Playground Love - Air');
  expect(two.player.stores.connection.get()).toBe('playing');
  expect(two.player.stores.station.get()?.title).toBe('Radio Two');
});

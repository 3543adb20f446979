// @vitest-environment happy-dom
// The sleep timer in Listening options (issue 20 §3): the menu's lengths, the minutes left on the
// bar's button, and what the live region says.
import { render } from 'preact';
import { act } from 'preact/test-utils';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { openListeningMenu } from '../../../runtime/features/listening/menu/body';
import { ListeningButton } from '../../../runtime/features/listening/menu/ListeningButton';
import { PlayerContext } from '../../../runtime/player/context';
import type { Player } from '../../../runtime/player/types';
import { createPlayerStores } from '../../../runtime/player/player-stores';
import { listeningStores } from '../../../runtime/features/listening/stores';

const request = { play: vi.fn(), stop: vi.fn(), toggleMute: vi.fn(), setVolume: vi.fn() };
// The feature's own stores, one set for this stand-in player, as createPlayer would keep them.
const own = listeningStores();
const player = { request, station: null, stores: createPlayerStores(), storesOf: () => own } as unknown as Player;

beforeEach(() => {
  vi.useFakeTimers();
  document.body.innerHTML = '<main class="re-player"><div id="bar"></div></main>';
});
afterEach(() => vi.useRealTimers());

test('choosing 30 minutes shows the minutes left, says so, and Off turns it off', () => {
  const bar = document.getElementById('bar')!;
  act(() =>
    render(
      <PlayerContext.Provider value={player}>
        <ListeningButton />
      </PlayerContext.Provider>,
      bar,
    ),
  );
  expect(bar.querySelector('button')!.getAttribute('aria-label')).toBe('Listening options');
  act(() => openListeningMenu(document, player));
  const dialog = document.querySelector('[role="dialog"][aria-label="Listening options"]')!;
  const choices = [...dialog.querySelectorAll('[role="group"][aria-label="Sleep timer"] button')].map((b) => b.textContent);
  expect(choices).toEqual(['15 min', '30 min', '60 min', '90 min', 'Off']);
  act(() => dialog.querySelectorAll<HTMLButtonElement>('[role="group"] button')[1]!.click());
  expect(document.querySelector('[role="dialog"]')).toBeNull();
  expect(bar.querySelector('button')!.textContent).toBe('30′');
  expect(bar.querySelector('button')!.getAttribute('aria-label')).toBe('Listening options, sleep timer: 30 min left');
  act(() => void vi.advanceTimersByTime(60_001));
  expect(document.querySelector('[role="status"]')!.textContent).toBe('Sleep timer: the stream stops in 30 minutes');
  expect(bar.querySelector('button')!.textContent).toBe('29′');

  act(() => openListeningMenu(document, player));
  const again = document.querySelector('[role="dialog"]')!;
  expect(again.querySelector('[aria-pressed="true"]')!.textContent).toBe('30 min');
  act(() => [...again.querySelectorAll<HTMLButtonElement>('[role="group"] button')].at(-1)!.click());
  expect(bar.querySelector('button svg')).not.toBeNull();
  expect(player.storesOf(listeningStores).sleepLeft.get()).toBeNull();
  act(() => void vi.advanceTimersByTime(100));
  expect(document.querySelector('[role="status"]')!.textContent).toBe('Sleep timer off');
  render(null, bar);
});

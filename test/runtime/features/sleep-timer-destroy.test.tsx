// @vitest-environment happy-dom
// The sleep timer is one per page, but it belongs to the player that set it: destroy() ends it,
// so a destroyed player leaves no timer running and the next player starts without one.
import { act } from 'preact/test-utils';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { listening } from '../../../runtime/features/listening/face';
import { openListeningMenu } from '../../../runtime/features/listening/menu/body';
import { listeningStores } from '../../../runtime/features/listening/stores';
import { embedConfig } from '../support/embed-config';
import { destroyTestPlayers, testPlayer } from '../support/test-player';

beforeEach(() => {
  vi.useFakeTimers();
  document.body.innerHTML = '<main class="re-player"></main>';
});
afterEach(() => {
  destroyTestPlayers();
  vi.useRealTimers();
});

const dialog = () => document.querySelector('[role="dialog"]')!;
const choice = (text: string) => [...dialog().querySelectorAll('button')].find((button) => button.textContent === text)!;

test('a player destroyed while its sleep timer runs leaves no timer; a new player starts without one', () => {
  const first = testPlayer(embedConfig(), { features: [listening] });
  act(() => openListeningMenu(document, first));
  act(() => choice('15 min').click());
  expect(first.storesOf(listeningStores).sleepLeft.get()).toBe(15);

  first.destroy();
  expect(first.storesOf(listeningStores).sleepLeft.get()).toBeNull();
  act(() => void vi.advanceTimersByTime(16 * 60_000));
  expect(first.storesOf(listeningStores).sleepLeft.get()).toBeNull();

  const second = testPlayer(embedConfig(), { features: [listening] });
  act(() => openListeningMenu(document, second));
  expect(dialog().querySelector('[aria-pressed="true"]')!.textContent).toBe('Off');
});

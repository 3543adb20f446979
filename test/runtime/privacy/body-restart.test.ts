// @vitest-environment happy-dom
// The privacy body's hand-over to the privacy session: the geo lookup's address, and the
// player's restart after a confirmed inline choice (spec §4 "Confirm Ok … the player restarts").
import { afterEach, expect, test, vi } from 'vitest';
import { startPrivacy } from '../../../runtime/features/privacy/body';
import { initPrivacy } from '../../../runtime/features/privacy/init';
import type { Player } from '../../../runtime/player/types';
import { createPlayerStores } from '../../../runtime/player/player-stores';
import { stationConfig } from './privacy-fixture';

vi.mock('../../../runtime/features/privacy/init', () => ({ initPrivacy: vi.fn(() => ({ stop: () => {}, actions: {} })) }));

/** The part of a player the body uses: its startup's `ip` override, its stores and its requests. */
const fakePlayer = () =>
  ({ startup: { overrides: { ip: '1.1.1.1' } }, stores: createPlayerStores(), request: { play: vi.fn(), stop: vi.fn() } }) as unknown as Player & {
    request: { play: ReturnType<typeof vi.fn>; stop: ReturnType<typeof vi.fn> };
  };

afterEach(() => {
  vi.clearAllMocks();
});

test('the geo lookup asks about the address’s ip override', () => {
  startPrivacy(fakePlayer(), stationConfig({ enabled: true }))();
  expect(vi.mocked(initPrivacy).mock.calls[0]![1]).toMatchObject({ ip: '1.1.1.1' });
});

test('the restart restarts a playing (or connecting) player through its requests, and leaves a stopped one alone', () => {
  const player = fakePlayer();
  const stop = startPrivacy(player, stationConfig({ enabled: true }));
  const restartPlayer = vi.mocked(initPrivacy).mock.calls[0]![1]!.restartPlayer!;
  player.stores.playback.setKey('playStream', false);
  restartPlayer();
  expect(player.request.stop).not.toHaveBeenCalled();
  expect(player.request.play).not.toHaveBeenCalled();
  player.stores.playback.setKey('playStream', true);
  restartPlayer();
  expect(player.request.stop).toHaveBeenCalledOnce();
  expect(player.request.play).toHaveBeenCalledOnce();
  expect(player.request.stop.mock.invocationCallOrder[0]).toBeLessThan(player.request.play.mock.invocationCallOrder[0]!);
  stop();
});

// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { privacy } from '../../../runtime/features/privacy/face';
import { UsPrivacyMode } from '../../../runtime/features/privacy/public/mode';
import { privacySettled } from '../../../runtime/features/privacy/public/settled';
import { startPrivacy } from '../../../runtime/features/privacy/body';
import type { Player } from '../../../runtime/player/types';
import { destroyTestPlayers, testPlayer } from '../support/test-player';
import { stationConfig } from './privacy-fixture';

// The privacy body is replaced: this file tests the face's decisions (body-restart.test.ts the body's restart).
vi.mock('../../../runtime/features/privacy/body', () => ({ startPrivacy: vi.fn(() => () => {}) }));
/** The player the running test booted. */
let booted: Player;
const bootPrivacy = (config: ReturnType<typeof stationConfig>, search = '') => (booted = testPlayer(config, { search, features: [privacy] }));

const chunkLoaded = () => vi.waitFor(() => expect(startPrivacy).toHaveBeenCalledOnce());

beforeEach(() => {
  history.replaceState(null, '', '/42/');
});
afterEach(() => {
  destroyTestPlayers();
  vi.clearAllMocks();
});

describe('a station with privacy off', () => {
  test('is NOT_APPLICABLE at once with 1--- and no GPP, settled, and loads no privacy code', async () => {
    bootPrivacy(stationConfig({ enabled: false }));
    expect(booted.stores.usPrivacyMode.get()).toBe(UsPrivacyMode.NOT_APPLICABLE);
    expect(booted.stores.privacyStrings.get()).toEqual({ usPrivacy: '1---', gpp: '' });
    expect(await privacySettled(booted.stores.privacyStatus)).toBe('resolved');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(startPrivacy).not.toHaveBeenCalled();
  });

  test('with a us_privacy override in the address, loads the privacy code to read it', async () => {
    history.replaceState(null, '', '/42/?autoplay=1&us_privacy=1YYN');
    const config = stationConfig({ enabled: false });
    bootPrivacy(config);
    await chunkLoaded();
    expect(vi.mocked(startPrivacy).mock.calls[0]![1]).toBe(config);
  });
});

describe('a station with privacy on', () => {
  test('loads the privacy code with the ip override; the stream waits until it settles', async () => {
    const config = stationConfig({ enabled: true });
    const player = bootPrivacy(config, '?ip=1.1.1.1');
    expect(booted.stores.usPrivacyMode.get()).toBe(UsPrivacyMode.UNRESOLVED);
    let settled = false;
    void privacySettled(booted.stores.privacyStatus).then(() => (settled = true));
    await chunkLoaded();
    expect(vi.mocked(startPrivacy).mock.calls[0]).toEqual([player, config]);
    expect(player.startup.overrides.ip).toBe('1.1.1.1');
    expect(settled).toBe(false);
  });
});

// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { play, stop } from '../../../runtime/actions/playback';
import { bootPrivacy } from '../../../runtime/features/privacy/face';
import { UsPrivacyMode } from '../../../runtime/features/privacy/mode';
import { privacySettled } from '../../../runtime/features/privacy/settled';
import { $overrides } from '../../../runtime/stores/overrides';
import { $playback } from '../../../runtime/stores/playback';
import { $privacyStatus, $privacyStrings, $usPrivacyMode } from '../../../runtime/stores/privacy';
import { startPrivacy } from '../../../runtime/features/privacy/body';
import { stationConfig } from './privacy-fixture';

// The privacy chunk and the playback actions are replaced: this file tests the boot's decisions.
vi.mock('../../../runtime/features/privacy/body', () => ({ startPrivacy: vi.fn(() => () => {}) }));
vi.mock('../../../runtime/actions/playback', () => ({ play: vi.fn(), stop: vi.fn() }));

const chunkLoaded = () => vi.waitFor(() => expect(startPrivacy).toHaveBeenCalledOnce());

beforeEach(() => {
  $usPrivacyMode.set(UsPrivacyMode.UNRESOLVED);
  $privacyStrings.set({ usPrivacy: '', gpp: '' });
  $privacyStatus.set('idle');
  history.replaceState(null, '', '/42/');
});
afterEach(() => {
  vi.clearAllMocks();
});

describe('a station with privacy off', () => {
  test('is NOT_APPLICABLE at once with 1--- and no GPP, settled, and loads no privacy code', async () => {
    bootPrivacy(stationConfig({ enabled: false }));
    expect($usPrivacyMode.get()).toBe(UsPrivacyMode.NOT_APPLICABLE);
    expect($privacyStrings.get()).toEqual({ usPrivacy: '1---', gpp: '' });
    expect(await privacySettled()).toBe('resolved');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(startPrivacy).not.toHaveBeenCalled();
  });

  test('with a us_privacy override in the address, loads the privacy code to read it', async () => {
    history.replaceState(null, '', '/42/?autoplay=1&us_privacy=1YYN');
    const config = stationConfig({ enabled: false });
    bootPrivacy(config);
    await chunkLoaded();
    expect(vi.mocked(startPrivacy).mock.calls[0]![0]).toBe(config);
  });
});

describe('a station with privacy on', () => {
  test('loads the privacy code with the ip override; the stream waits until it settles', async () => {
    $overrides.set({ ...$overrides.get(), ip: '1.1.1.1' });
    const config = stationConfig({ enabled: true });
    bootPrivacy(config);
    expect($usPrivacyMode.get()).toBe(UsPrivacyMode.UNRESOLVED);
    let settled = false;
    void privacySettled().then(() => (settled = true));
    await chunkLoaded();
    expect(vi.mocked(startPrivacy).mock.calls[0]!.slice(0, 2)).toEqual([config, '1.1.1.1']);
    expect(settled).toBe(false);
  });

  test('the restart it hands over restarts a playing (or connecting) player, and leaves a stopped one alone', async () => {
    bootPrivacy(stationConfig({ enabled: true }));
    await chunkLoaded();
    const restartPlayer = vi.mocked(startPrivacy).mock.calls[0]![2];
    $playback.setKey('playStream', false);
    restartPlayer();
    expect(stop).not.toHaveBeenCalled();
    expect(play).not.toHaveBeenCalled();
    $playback.setKey('playStream', true);
    restartPlayer();
    expect(stop).toHaveBeenCalledOnce();
    expect(play).toHaveBeenCalledOnce();
    expect(vi.mocked(stop).mock.invocationCallOrder[0]).toBeLessThan(vi.mocked(play).mock.invocationCallOrder[0]!);
  });

});

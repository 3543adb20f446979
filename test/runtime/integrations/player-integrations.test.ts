import { atom, map } from 'nanostores';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Integration, IntegrationDeps } from '../../../runtime/features/integrations/integration-list';
import { startPlayerIntegrations } from '../../../runtime/features/integrations/body';
import { UsPrivacyMode } from '../../../runtime/features/privacy/public/mode';
import { log as runtimeLog, setLogLevel } from '../../../runtime/lib/logger';
import type { PlayerActivity } from '../../../runtime/features/tracking/public/player-activity';
import { recordingLog } from '../tracking/support/recording-log';
import { testConfig } from '../tracking/support/test-config';

afterEach(() => {
  setLogLevel('error');
  vi.unstubAllGlobals();
});

/** The first load's stores and logger, as the integrations body hands them over. */
function host(mode: UsPrivacyMode = UsPrivacyMode.NOT_APPLICABLE) {
  return {
    log: recordingLog(),
    playback: map({ playStream: false, playing: false, muted: false, volume: 100 }),
    autoplay: false,
    privacyMode: atom<UsPrivacyMode>(mode),
  };
}

/** An integration that keeps what it was started with. */
function probe(purpose: Integration['purpose'] = 'measure') {
  const started: IntegrationDeps[] = [];
  const integration: Integration = {
    name: 'probe',
    purpose,
    enabled: () => true,
    start: async (_config, deps) => {
      started.push(deps);
      return () => {};
    },
  };
  return { integration, started };
}

const idleNow = (run: () => void) => (run(), () => {});

describe('startPlayerIntegrations', () => {
  it('hands the integrations the play state, the activity (a press before they start included) and the device id', async () => {
    const storage = new Map([['uuid', 'device-7']]);
    vi.stubGlobal('localStorage', { getItem: (k: string) => storage.get(k) ?? null, setItem: () => {} });
    const h = host();
    // Autoplay started playing before the integrations were fetched.
    const p = probe();
    const stop = startPlayerIntegrations(testConfig(), { ...h, autoplay: true }, { integrations: [p.integration], whenIdle: idleNow });
    h.playback.setKey('playStream', true);
    h.playback.setKey('playing', true);
    await vi.waitFor(() => expect(p.started).toHaveLength(1));

    const deps = p.started[0]!;
    expect(deps.isPlaying?.()).toBe(true);
    h.playback.setKey('playing', false);
    expect(deps.isPlaying?.()).toBe(false);
    expect(await deps.getDeviceId?.()).toBe('device-7');
    const seen: PlayerActivity['type'][] = [];
    deps.onPlayerActivity?.((a) => seen.push(a.type));
    expect(seen).toEqual(['played', 'autoplay', 'stopped']);
    stop();
    h.playback.setKey('playing', true);
    expect(seen).toEqual(['played', 'autoplay', 'stopped']);
  });

  it('waits on the handed-in privacy mode: nothing of purpose share for an opted-out listener', async () => {
    const h = host(UsPrivacyMode.UNRESOLVED);
    const share = probe('share');
    startPlayerIntegrations(testConfig(), h, { integrations: [share.integration], whenIdle: idleNow });
    await new Promise((r) => setTimeout(r, 10));
    expect(share.started).toEqual([]);
    h.privacyMode.set(UsPrivacyMode.APPLICABLE_OPTED_OUT);
    await new Promise((r) => setTimeout(r, 10));
    expect(share.started).toEqual([]);
    expect(h.log.debug).toHaveBeenCalledWith('probe: not started, no consent for share');
  });

  it('the tracking modules log through the runtime logger (its prefix and its level)', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    setLogLevel('error');
    runtimeLog.warn('GA tracking id must be specified in order to initialize.');
    expect(warn).not.toHaveBeenCalled();
    setLogLevel('warn');
    runtimeLog.warn('GA tracking id must be specified in order to initialize.');
    expect(warn).toHaveBeenCalledWith('[radio-embed]', 'GA tracking id must be specified in order to initialize.');
    warn.mockRestore();
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { bootIntegrations } from '../../../runtime/features/integrations/face';
import { startPlayerIntegrations } from '../../../runtime/features/integrations/body';
import { log } from '../../../runtime/log/logger';
import { $playback } from '../../../runtime/stores/playback';
import { $usPrivacyMode } from '../../../runtime/stores/privacy';
import { testConfig } from '../tracking/support/test-config';

vi.mock('../../../runtime/features/integrations/body', () => ({ startPlayerIntegrations: vi.fn() }));
const started = vi.mocked(startPlayerIntegrations);
const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

afterEach(() => {
  started.mockReset();
  vi.restoreAllMocks();
});

describe('bootIntegrations', () => {
  it('a station with no tracking or targeting fetches nothing', async () => {
    bootIntegrations(testConfig());
    await settle();
    expect(started).not.toHaveBeenCalled();
  });

  it.each([
    ['tracking', { tracking: { nielsen: { enabled: true } } }],
    ['targeting', { targeting: { a2x: { enabled: true } } }],
  ] as const)('one enabled integration (%s) fetches the wiring and hands it the first load’s stores', async (_, patch) => {
    const config = testConfig(patch);
    bootIntegrations(config);
    await vi.waitFor(() => expect(started).toHaveBeenCalledOnce());
    expect(started).toHaveBeenCalledWith(config, { log, playback: $playback, autoplay: false, privacyMode: $usPrivacyMode });
  });

  it('a failure is logged and goes no further', async () => {
    const error = vi.spyOn(log, 'error').mockImplementation(() => {});
    started.mockImplementation(() => {
      throw new Error('chunk broke');
    });
    bootIntegrations(testConfig({ tracking: { google: { enabled: true } } }));
    await vi.waitFor(() => expect(error).toHaveBeenCalledWith(new Error('chunk broke')));
  });
});

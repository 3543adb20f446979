// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { start } from '../../../runtime/features/integrations/body';
import { log } from '../../../runtime/lib/logger';
import { integrations } from '../../../runtime/features/integrations/face';
import { loadIntegrations } from '../../../runtime/features/integrations/load-integrations';
import { destroyTestPlayers, testPlayer } from '../support/test-player';
import { testConfig } from '../tracking/support/test-config';

// The body's entry is replaced (the face's decisions); the loader behind it too (what the body hands over).
vi.mock('../../../runtime/features/integrations/body', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  start: vi.fn(() => () => {}),
}));
vi.mock('../../../runtime/features/integrations/load-integrations', () => ({ loadIntegrations: vi.fn(() => () => {}) }));
const started = vi.mocked(start);
const settle = () => new Promise((resolve) => setTimeout(resolve, 20));
const boot = (config: ReturnType<typeof testConfig>, search = '') => testPlayer(config, { search, features: [integrations] });

afterEach(() => {
  destroyTestPlayers();
  started.mockReset();
  vi.restoreAllMocks();
});

describe('the integrations face', () => {
  it('a station with no tracking or targeting fetches nothing', async () => {
    boot(testConfig());
    await settle();
    expect(started).not.toHaveBeenCalled();
  });

  it.each([
    ['tracking', { tracking: { nielsen: { enabled: true } } }],
    ['targeting', { targeting: { a2x: { enabled: true } } }],
  ] as const)('one enabled integration (%s) fetches the body and starts it for the player', async (_, patch) => {
    const config = testConfig(patch);
    const player = boot(config);
    await vi.waitFor(() => expect(started).toHaveBeenCalledOnce());
    expect(started).toHaveBeenCalledWith(player, config);
  });

  it('a failure is logged and goes no further', async () => {
    const error = vi.spyOn(log, 'error').mockImplementation(() => {});
    started.mockImplementation(() => {
      throw new Error('chunk broke');
    });
    boot(testConfig({ tracking: { google: { enabled: true } } }));
    await vi.waitFor(() => expect(error).toHaveBeenCalledWith(new Error('chunk broke')));
  });
});

describe('the integrations body', () => {
  it('hands the integrations the player’s logger, play state, autoplay override and privacy mode', async () => {
    const { start: realStart } = await vi.importActual<typeof import('../../../runtime/features/integrations/body')>(
      '../../../runtime/features/integrations/body',
    );
    const config = testConfig({ tracking: { nielsen: { enabled: true } } });
    const player = testPlayer(config, { search: '?autoplay=1' });
    realStart(player, config)();
    expect(vi.mocked(loadIntegrations)).toHaveBeenCalledWith(
      config,
      expect.objectContaining({ log, privacyMode: player.stores.usPrivacyMode, isPlaying: expect.any(Function) }),
    );
    player.stores.playback.setKey('playing', true);
    expect(vi.mocked(loadIntegrations).mock.calls[0]![1]!.isPlaying!()).toBe(true);
  });
});

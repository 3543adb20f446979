// @vitest-environment happy-dom
import { expect, test, vi } from 'vitest';
import { log } from '../../../runtime/lib/logger';
import { consentGateOn } from '../../../runtime/features/privacy/public/consent-gate';
import { UsPrivacyMode } from '../../../runtime/features/privacy/public/mode';
import { privacySettled } from '../../../runtime/features/privacy/public/settled';
import { privacy } from '../../../runtime/features/privacy/face';
import { destroyTestPlayers, testPlayer } from '../support/test-player';
import { stationConfig } from './privacy-fixture';

// The privacy chunk fails to download (a flaky network, a CDN purge mid-deploy).
vi.mock('../../../runtime/features/privacy/body', () => {
  throw new TypeError('Failed to fetch dynamically imported module');
});

test('privacy code that cannot be downloaded: logged, settled as failed so the stream plays, the consent gate shut', async () => {
  const error = vi.spyOn(log, 'error').mockImplementation(() => {});
  const booted = testPlayer(stationConfig({ enabled: true }), { features: [privacy] });
  expect(await privacySettled(booted.stores.privacyStatus)).toBe('failed');
  expect(booted.stores.usPrivacyMode.get()).toBe(UsPrivacyMode.UNRESOLVED);
  expect(error).toHaveBeenCalledOnce();
  const shut = await Promise.race([consentGateOn(booted.stores.usPrivacyMode)('share'), new Promise((resolve) => setTimeout(resolve, 50, 'waiting'))]);
  expect(shut).toBe('waiting');
  destroyTestPlayers();
});

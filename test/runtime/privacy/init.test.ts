import { GppModel } from '@iabgpp/cmpapi';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';
import { DAY_MS } from '../../../runtime/features/privacy/cache';
import { consentGateOn } from '../../../runtime/features/privacy/public/consent-gate';
import { FAIL_CLOSED_STRINGS } from '../../../runtime/features/privacy/fail-closed';
import { UsPrivacyMode } from '../../../runtime/features/privacy/public/mode';
import { PRIVACY_CACHE_KEY } from '../../../runtime/features/privacy/storage';
import { CALIFORNIA, GERMANY, startGeoServer, TEXAS, type GeoServer } from '../../support/geo-server';
import { initPrivacy, privacyActions, privacyStores, startPrivacy, stationConfig, stopAllPrivacy, testDeps } from './privacy-fixture';

const NOW = Date.UTC(2025, 8, 19);
let server: GeoServer;

beforeAll(async () => {
  server = await startGeoServer();
  server.reply(CALIFORNIA.ip, { body: CALIFORNIA });
  server.reply(GERMANY.ip, { body: GERMANY });
  server.reply(TEXAS.ip, { body: TEXAS });
  server.reply('198.51.100.99', { body: { error: 'Invalid IP address' } });
  server.reply('198.51.100.98', { status: 500 });
  server.reply('198.51.100.97', { body: CALIFORNIA, delayMs: 2000 });
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
});
afterEach(stopAllPrivacy);

const enabledCA = () => stationConfig({ enabled: true, regions: ['CA'] }, server.url);

/** A stored choice as an earlier visit left it. */
function storedChoice(choice: boolean, ageDays: number) {
  const choiceTs = NOW - ageDays * DAY_MS;
  return JSON.stringify({
    optOut: { choice, choiceTs, choiceExpiresTs: choiceTs + 365 * DAY_MS, choiceRegion: 'CA' },
    explicitNotice: { shown: true, shownRegion: 'CA' },
  });
}

/** Whether the consent gate has opened for `purpose` within a short wait. */
async function gateOpens(purpose: 'share' | 'measure'): Promise<boolean | 'still waiting'> {
  const waitedOut = new Promise<'still waiting'>((resolve) => setTimeout(() => resolve('still waiting'), 50));
  return Promise.race([consentGateOn(privacyStores().usPrivacyMode)(purpose), waitedOut]);
}

describe('the privacy mode machine (spec §4)', () => {
  test('privacy off: NOT_APPLICABLE at once, no geo call, no storage', () => {
    const { deps } = testDeps({ ip: CALIFORNIA.ip });
    initPrivacy(stationConfig({ enabled: false }, server.url), deps);
    expect(privacyStores().usPrivacyMode.get()).toBe(UsPrivacyMode.NOT_APPLICABLE);
    expect(privacyStores().privacyStrings.get()).toEqual({ usPrivacy: '1---', gpp: '' });
    expect(privacyStores().privacyStatus.get()).toBe('resolved');
    expect(deps.storage).not.toHaveBeenCalled();
    expect(server.requests).toEqual([]);
  });

  test('starts UNRESOLVED with the fail-closed strings while the lookup runs', async () => {
    const { deps } = testDeps({ ip: CALIFORNIA.ip });
    initPrivacy(enabledCA(), deps);
    expect(privacyStores().usPrivacyMode.get()).toBe(UsPrivacyMode.UNRESOLVED);
    expect(privacyStores().privacyStrings.get()).toEqual(FAIL_CLOSED_STRINGS);
    expect(privacyStores().privacyStatus.get()).toBe('pending');
    // Its lookup in, so that it is not counted as the next test's (which counts its own requests).
    await vi.waitFor(() => expect(server.requests).toEqual([`/geo?ip=${CALIFORNIA.ip}`]));
  });

  test('a German listener: NOT_APPLICABLE, 1---, no GPP, no notice', async () => {
    const { deps } = testDeps({ ip: GERMANY.ip });
    await startPrivacy(enabledCA(), deps);
    expect(privacyStores().usPrivacyMode.get()).toBe(UsPrivacyMode.NOT_APPLICABLE);
    expect(privacyStores().privacyStrings.get()).toEqual({ usPrivacy: '1---', gpp: '' });
    expect(privacyStores().privacyNotice.get()).toEqual({ explicit: false, inline: 'hidden', gpc: false });
  });

  test('a Texan when TX is not configured: NOT_APPLICABLE', async () => {
    const { deps } = testDeps({ ip: TEXAS.ip });
    await startPrivacy(enabledCA(), deps);
    expect(privacyStores().usPrivacyMode.get()).toBe(UsPrivacyMode.NOT_APPLICABLE);
  });

  test('a Texan when TX is configured: applicable, with the ustx section', async () => {
    const { deps } = testDeps({ ip: TEXAS.ip });
    await startPrivacy(stationConfig({ enabled: true, regions: ['CA', 'TX'] }, server.url), deps);
    expect(privacyStores().privacyStrings.get().usPrivacy).toBe('1YNY');
    expect(new GppModel(privacyStores().privacyStrings.get().gpp).getFieldValue('ustx', 'SaleOptOut')).toBe(2);
  });

  test('a Californian: APPLICABLE_NOT_OPTED_OUT, 1YNY, a GPP string that says "did not opt out", the notice', async () => {
    const { deps } = testDeps({ ip: CALIFORNIA.ip });
    await startPrivacy(enabledCA(), deps);
    expect(privacyStores().usPrivacyMode.get()).toBe(UsPrivacyMode.APPLICABLE_NOT_OPTED_OUT);
    expect(privacyStores().privacyStrings.get().usPrivacy).toBe('1YNY');
    const gpp = new GppModel(privacyStores().privacyStrings.get().gpp);
    expect(gpp.getFieldValue('usca', 'SaleOptOut')).toBe(2);
    expect(gpp.getFieldValue('usca', 'SharingOptOutNotice')).toBe(1);
    expect(privacyStores().privacyNotice.get()).toEqual({ explicit: true, inline: 'hidden', gpc: false });
    expect(server.requests).toEqual([`/geo?ip=${CALIFORNIA.ip}`]);
  });

  test('a stored, unexpired opt-out: APPLICABLE_OPTED_OUT without asking the geo service', async () => {
    const { deps, storage } = testDeps({ ip: GERMANY.ip });
    storage.data.set(PRIVACY_CACHE_KEY, storedChoice(true, 100));
    await startPrivacy(enabledCA(), deps);
    expect(privacyStores().usPrivacyMode.get()).toBe(UsPrivacyMode.APPLICABLE_OPTED_OUT);
    expect(privacyStores().privacyStrings.get().usPrivacy).toBe('1YYY');
    // The region the choice was made in picks the state section.
    expect(new GppModel(privacyStores().privacyStrings.get().gpp).getFieldValue('usca', 'SaleOptOut')).toBe(1);
    expect(server.requests).toEqual([]);
    expect(privacyStores().privacyNotice.get()).toMatchObject({ explicit: false, inline: 'default' });
  });

  test('a stored, unexpired "not opted out": APPLICABLE_NOT_OPTED_OUT, notice not shown again', async () => {
    const { deps, storage } = testDeps({ ip: CALIFORNIA.ip });
    storage.data.set(PRIVACY_CACHE_KEY, storedChoice(false, 364));
    await startPrivacy(enabledCA(), deps);
    expect(privacyStores().usPrivacyMode.get()).toBe(UsPrivacyMode.APPLICABLE_NOT_OPTED_OUT);
    expect(privacyStores().privacyNotice.get().explicit).toBe(false);
  });

  test('an expired choice is discarded: the region check runs and the notice shows again', async () => {
    const { deps, storage } = testDeps({ ip: CALIFORNIA.ip });
    storage.data.set(PRIVACY_CACHE_KEY, storedChoice(true, 366));
    await startPrivacy(enabledCA(), deps);
    expect(server.requests).toHaveLength(1);
    expect(privacyStores().usPrivacyMode.get()).toBe(UsPrivacyMode.APPLICABLE_NOT_OPTED_OUT);
    expect(privacyStores().privacyNotice.get().explicit).toBe(true);
    expect(JSON.parse(storage.data.get(PRIVACY_CACHE_KEY)!).optOut).toBeNull();
  });

  test('GPC where privacy applies: opted out with no click; the inline notice says so', async () => {
    const { deps } = testDeps({ ip: CALIFORNIA.ip, navigator: { globalPrivacyControl: true } });
    await startPrivacy(enabledCA(), deps);
    expect(privacyStores().usPrivacyMode.get()).toBe(UsPrivacyMode.APPLICABLE_OPTED_OUT);
    expect(privacyStores().privacyStrings.get().usPrivacy).toBe('1YYY');
    const gpp = new GppModel(privacyStores().privacyStrings.get().gpp);
    expect(gpp.getFieldValue('usca', 'Gpc')).toBe(true);
    expect(gpp.getFieldValue('usca', 'SharingOptOut')).toBe(1);
    expect(privacyStores().privacyNotice.get()).toEqual({ explicit: false, inline: 'default', gpc: true });
  });

  test('GPC for a German listener changes nothing', async () => {
    const { deps } = testDeps({ ip: GERMANY.ip, navigator: { globalPrivacyControl: true } });
    await startPrivacy(enabledCA(), deps);
    expect(privacyStores().privacyStrings.get()).toEqual({ usPrivacy: '1---', gpp: '' });
  });

  test('a mode change regenerates the strings', async () => {
    const { deps } = testDeps({ ip: CALIFORNIA.ip });
    await startPrivacy(enabledCA(), deps);
    privacyActions().submitChoice(true);
    expect(privacyStores().privacyStrings.get().usPrivacy).toBe('1YYY');
    expect(new GppModel(privacyStores().privacyStrings.get().gpp).getFieldValue('usnat', 'SaleOptOut')).toBe(1);
    privacyActions().submitChoice(false);
    expect(privacyStores().privacyStrings.get().usPrivacy).toBe('1YNY');
  });

  test('a submitted choice is stored with timestamp, expiry and region', async () => {
    const { deps, storage } = testDeps({ ip: CALIFORNIA.ip });
    await startPrivacy(enabledCA(), deps);
    expect(privacyActions().submitChoice(true)).toBe(true);
    expect(JSON.parse(storage.data.get(PRIVACY_CACHE_KEY)!).optOut).toEqual({
      choice: true,
      choiceTs: NOW,
      choiceExpiresTs: NOW + 365 * DAY_MS,
      choiceRegion: 'CA',
    });
  });

  test('teardown before the answer: the late answer changes nothing', async () => {
    const { deps } = testDeps({ ip: '198.51.100.97' });
    const teardown = initPrivacy(enabledCA(), deps);
    await new Promise((resolve) => setTimeout(resolve, 50));
    teardown();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(privacyStores().usPrivacyMode.get()).toBe(UsPrivacyMode.UNRESOLVED);
  });
});

describe('when the geo lookup fails, nothing that sells or shares data ever fires; the stream still gets strings', () => {
  for (const [why, ip, extra] of [
    ['an error field', '198.51.100.99', {}],
    ['HTTP 500', '198.51.100.98', {}],
    ['a timeout', '198.51.100.97', { geoTimeoutMs: 100 }],
  ] as const) {
    test(why, async () => {
      const { deps } = testDeps({ ip, ...extra });
      await startPrivacy(enabledCA(), deps);
      expect(privacyStores().privacyStatus.get()).toBe('failed');
      expect(privacyStores().usPrivacyMode.get()).toBe(UsPrivacyMode.UNRESOLVED);
      expect(privacyStores().privacyStrings.get()).toEqual(FAIL_CLOSED_STRINGS);
      expect(privacyStores().privacyNotice.get().explicit).toBe(false);
      expect(await gateOpens('share')).toBe('still waiting');
    });
  }

  test('an error field is logged with the raw result', async () => {
    const { deps } = testDeps({ ip: '198.51.100.99' });
    await startPrivacy(enabledCA(), deps);
    expect(deps.log.error).toHaveBeenCalledWith('Invalid result from Geo lookup', { error: 'Invalid IP address' });
  });

  test('no geo service configured: unresolved, logged', async () => {
    const { deps } = testDeps();
    await startPrivacy(stationConfig({ enabled: true }), deps);
    expect(privacyStores().privacyStatus.get()).toBe('failed');
    expect(deps.log.error).toHaveBeenCalled();
  });
});

describe('privacy-string overrides in the address (spec §2)', () => {
  const href = `https://cdn.example/42/?autoplay=1&us_privacy=1YYN&gpp=DBABLA~CVQVAAAAAACA#play`;

  test('read, kept in the in-memory privacy cache, winning for the strings, removed from the address', async () => {
    const { deps, storage } = testDeps({ ip: GERMANY.ip, location: { href } });
    await startPrivacy(enabledCA(), deps);
    expect(privacyStores().privacyStrings.get()).toEqual({ usPrivacy: '1YYN', gpp: 'DBABLA~CVQVAAAAAACA' });
    expect(deps.history.replaceState).toHaveBeenCalledWith(null, '', 'https://cdn.example/42/?autoplay=1#play');
    // Not remembered beyond this page (issue 15).
    const cached = JSON.parse(storage.data.get(PRIVACY_CACHE_KEY) ?? '{}');
    expect(cached).not.toHaveProperty('usPrivacyStringOverride');
    expect(cached).not.toHaveProperty('gppStringOverride');
  });

  test('a listener choice replaces the override', async () => {
    const { deps } = testDeps({ ip: CALIFORNIA.ip, location: { href } });
    await startPrivacy(enabledCA(), deps);
    expect(privacyStores().privacyStrings.get().usPrivacy).toBe('1YYN');
    privacyActions().submitChoice(true);
    expect(privacyStores().privacyStrings.get().usPrivacy).toBe('1YYY');
  });

  test('honoured on a station with privacy off too', () => {
    const { deps } = testDeps({ location: { href } });
    initPrivacy(stationConfig({ enabled: false }), deps);
    expect(privacyStores().privacyStrings.get()).toEqual({ usPrivacy: '1YYN', gpp: 'DBABLA~CVQVAAAAAACA' });
    expect(deps.history.replaceState).toHaveBeenCalledOnce();
  });
});

test('storage that throws never breaks privacy: the notice asks, the choice holds for the page, the save reports false', async () => {
  const { deps } = testDeps({
    ip: CALIFORNIA.ip,
    storage: () => {
      throw new DOMException('Access is denied for this document.', 'SecurityError');
    },
  });
  await startPrivacy(enabledCA(), deps);
  // An earlier opt-out cannot be known: fail closed until the notice is answered (issue 15).
  expect(privacyStores().usPrivacyMode.get()).toBe(UsPrivacyMode.UNRESOLVED);
  expect(privacyStores().privacyNotice.get().explicit).toBe(true);
  expect(privacyActions().submitChoice(true)).toBe(false);
  expect(privacyStores().usPrivacyMode.get()).toBe(UsPrivacyMode.APPLICABLE_OPTED_OUT);
  expect(privacyStores().privacyStrings.get().usPrivacy).toBe('1YYY');
  expect(deps.log.warn).toHaveBeenCalled();
});

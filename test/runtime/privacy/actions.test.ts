import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from 'vitest';
import { UsPrivacyMode } from '../../../runtime/features/privacy/public/mode';
import { PRIVACY_CACHE_KEY } from '../../../runtime/features/privacy/storage';
import { CALIFORNIA, startGeoServer, type GeoServer } from '../../support/geo-server';
import { privacyActions, privacyStores, startPrivacy, stationConfig, stopAllPrivacy, testDeps } from './privacy-fixture';

let server: GeoServer;
beforeAll(async () => {
  server = await startGeoServer();
  server.reply(CALIFORNIA.ip, { body: CALIFORNIA });
});
afterAll(() => server.close());
afterEach(() => {
  stopAllPrivacy();
  vi.useRealTimers();
});

/** A Californian who sees the explicit notice; timers faked from here on. */
async function californian(extra: Parameters<typeof testDeps>[0] = {}) {
  const fixture = testDeps({ ip: CALIFORNIA.ip, ...extra });
  const teardown = await startPrivacy(stationConfig({ enabled: true, regions: ['CA'] }, server.url), fixture.deps);
  vi.useFakeTimers();
  return { ...fixture, teardown, stored: () => JSON.parse(fixture.storage.data.get(PRIVACY_CACHE_KEY)!) };
}

describe('explicit notice (spec §4)', () => {
  test('Close: not opted out, choice submitted and saved, notice hidden, inline notice appears, no reload', async () => {
    const { deps, stored } = await californian();
    privacyActions().closeExplicitNotice();
    expect(privacyStores().usPrivacyMode.get()).toBe(UsPrivacyMode.APPLICABLE_NOT_OPTED_OUT);
    expect(privacyStores().privacyNotice.get()).toEqual({ explicit: false, inline: 'default', gpc: false });
    expect(stored()).toMatchObject({ optOut: { choice: false, choiceRegion: 'CA' }, explicitNotice: { shown: true, shownRegion: 'CA' } });
    vi.advanceTimersByTime(5000);
    expect(deps.reload).not.toHaveBeenCalled();
  });

  test('"Do not sell or share": opted out, saved, strings 1YYY, the page reloads after 500 ms', async () => {
    const { deps, stored } = await californian();
    privacyActions().optOutFromExplicitNotice();
    expect(privacyStores().usPrivacyMode.get()).toBe(UsPrivacyMode.APPLICABLE_OPTED_OUT);
    expect(privacyStores().privacyStrings.get().usPrivacy).toBe('1YYY');
    expect(stored().optOut.choice).toBe(true);
    vi.advanceTimersByTime(499);
    expect(deps.reload).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(deps.reload).toHaveBeenCalledOnce();
  });

  test('teardown cancels a pending reload', async () => {
    const { deps, teardown } = await californian();
    privacyActions().optOutFromExplicitNotice();
    teardown();
    vi.advanceTimersByTime(1000);
    expect(deps.reload).not.toHaveBeenCalled();
  });
});

describe('one privacy session per player', () => {
  test('a stopped session’s notice buttons do nothing to the next player’s', async () => {
    const first = await californian();
    const stale = privacyActions();
    first.teardown();
    vi.useRealTimers();
    const second = await californian();
    stale.optOutFromExplicitNotice();
    expect(privacyStores().usPrivacyMode.get()).toBe(UsPrivacyMode.APPLICABLE_NOT_OPTED_OUT);
    expect(privacyStores().privacyNotice.get().explicit).toBe(true);
    expect(second.storage.data.size).toBe(0);
    vi.advanceTimersByTime(5000);
    expect(second.deps.reload).not.toHaveBeenCalled();
    privacyActions().optOutFromExplicitNotice();
    expect(privacyStores().usPrivacyMode.get()).toBe(UsPrivacyMode.APPLICABLE_OPTED_OUT);
  });
});

describe('inline notice (spec §4)', () => {
  test('Opt-Out → confirm → Ok: strings change at once, the player restarts 100 ms after Ok', async () => {
    const { deps, stored } = await californian();
    privacyActions().closeExplicitNotice();
    privacyActions().openPrivacyChoices();
    expect(privacyStores().privacyNotice.get().inline).toBe('choice');
    privacyActions().togglePrivacyChoice();
    expect(privacyStores().usPrivacyMode.get()).toBe(UsPrivacyMode.APPLICABLE_OPTED_OUT);
    expect(privacyStores().privacyStrings.get().usPrivacy).toBe('1YYY');
    expect(stored().optOut.choice).toBe(true);
    expect(privacyStores().privacyNotice.get().inline).toBe('confirm');
    privacyActions().confirmPrivacyChoice();
    expect(privacyStores().privacyNotice.get().inline).toBe('default');
    vi.advanceTimersByTime(99);
    expect(deps.restartPlayer).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(deps.restartPlayer).toHaveBeenCalledOnce();
    expect(deps.reload).not.toHaveBeenCalled();
  });

  test('Opt-In after an opt-out: back to 1YNY', async () => {
    await californian();
    privacyActions().closeExplicitNotice();
    privacyActions().openPrivacyChoices();
    privacyActions().togglePrivacyChoice();
    privacyActions().confirmPrivacyChoice();
    privacyActions().openPrivacyChoices();
    privacyActions().togglePrivacyChoice();
    expect(privacyStores().privacyStrings.get().usPrivacy).toBe('1YNY');
  });

  test('Close in the popout changes nothing but the view', async () => {
    await californian();
    privacyActions().closeExplicitNotice();
    privacyActions().openPrivacyChoices();
    privacyActions().closePrivacyChoices();
    expect(privacyStores().privacyNotice.get().inline).toBe('default');
    expect(privacyStores().usPrivacyMode.get()).toBe(UsPrivacyMode.APPLICABLE_NOT_OPTED_OUT);
  });

  test('under GPC the choice cannot be toggled back in', async () => {
    await californian({ navigator: { globalPrivacyControl: true } });
    privacyActions().openPrivacyChoices();
    privacyActions().togglePrivacyChoice();
    expect(privacyStores().usPrivacyMode.get()).toBe(UsPrivacyMode.APPLICABLE_OPTED_OUT);
    expect(privacyStores().privacyNotice.get().inline).toBe('choice');
  });

  test('hidden before the explicit notice has been answered: the inline actions do nothing', async () => {
    await californian();
    privacyActions().openPrivacyChoices();
    expect(privacyStores().privacyNotice.get().inline).toBe('hidden');
  });
});

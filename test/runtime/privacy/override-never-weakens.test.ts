// Issue 15 item 2: an address override may make the privacy strings more protective, never less,
// and is not remembered beyond its page.
import { GppModel } from '@iabgpp/cmpapi';
import { expect, test } from 'vitest';
import { DAY_MS } from '../../../runtime/features/privacy/cache';
import { encodeGpp } from '../../../runtime/features/privacy/gpp/encode';
import { PRIVACY_CACHE_KEY } from '../../../runtime/features/privacy/storage';
import { CALIFORNIA } from '../../support/geo-server';
import { memoryStorage } from './memory-storage';
import { initPrivacy, privacyStores, startPrivacy, stationConfig, stopAllPrivacy, testDeps, withCaliforniaGeo } from './privacy-fixture';

const NOW = Date.UTC(2025, 8, 19);
/** A GPP string saying "not opted out" (usnat SaleOptOut = 2), as a host might put in the address. */
const NOT_OPTED_OUT_GPP = encodeGpp(['usnat'], { optOut: false, gpc: false });
const WEAKENING = `https://cdn.example/42/?us_privacy=1YNN&gpp=${NOT_OPTED_OUT_GPP}`;

const enabledCA = withCaliforniaGeo();

function storageWithChoice(optOut: boolean) {
  const storage = memoryStorage();
  storage.setItem(
    PRIVACY_CACHE_KEY,
    JSON.stringify({
      optOut: { choice: optOut, choiceTs: NOW, choiceExpiresTs: NOW + 365 * DAY_MS, choiceRegion: 'CA' },
      explicitNotice: { shown: true, shownRegion: 'CA' },
    }),
  );
  return storage;
}

const saleOptOut = () => new GppModel(privacyStores().privacyStrings.get().gpp).getFieldValue('usnat', 'SaleOptOut');

test('the fixture GPP string really says "not opted out"', () => {
  expect(new GppModel(NOT_OPTED_OUT_GPP).getFieldValue('usnat', 'SaleOptOut')).toBe(2);
});

test('a stored opt-out wins over ?us_privacy=1YNN and a "not opted out" gpp', async () => {
  const storage = storageWithChoice(true);
  const { deps } = testDeps({ ip: CALIFORNIA.ip, storage: () => storage, location: { href: WEAKENING } });
  await startPrivacy(enabledCA(), deps);
  expect(privacyStores().privacyStrings.get().usPrivacy).toBe('1YYY');
  expect(saleOptOut()).toBe(1);
});

test('GPC wins over the overrides, on a privacy station and on one with privacy off', async () => {
  const { deps } = testDeps({ ip: CALIFORNIA.ip, navigator: { globalPrivacyControl: true }, location: { href: WEAKENING } });
  await startPrivacy(enabledCA(), deps);
  expect(privacyStores().privacyStrings.get().usPrivacy).toBe('1YYY');
  expect(saleOptOut()).toBe(1);
  stopAllPrivacy();

  const off = testDeps({ navigator: { globalPrivacyControl: true }, location: { href: WEAKENING } });
  initPrivacy(stationConfig({ enabled: false }), off.deps);
  expect(privacyStores().privacyStrings.get().usPrivacy).toBe('1YYY');
  expect(saleOptOut()).toBe(1);
});

test('a more protective override still wins for a listener who has not opted out', async () => {
  const storage = storageWithChoice(false);
  const { deps } = testDeps({ ip: CALIFORNIA.ip, storage: () => storage, location: { href: 'https://cdn.example/42/?us_privacy=1YYY' } });
  await startPrivacy(enabledCA(), deps);
  expect(privacyStores().privacyStrings.get().usPrivacy).toBe('1YYY');
  expect(saleOptOut()).toBe(1);
});

test('an override is not remembered: the next visit without it carries the listener own strings', async () => {
  const storage = storageWithChoice(false);
  const first = testDeps({ ip: CALIFORNIA.ip, storage: () => storage, location: { href: 'https://cdn.example/42/?us_privacy=1YYN' } });
  await startPrivacy(enabledCA(), first.deps);
  expect(privacyStores().privacyStrings.get().usPrivacy).toBe('1YYN');
  stopAllPrivacy();

  const second = testDeps({ ip: CALIFORNIA.ip, storage: () => storage });
  await startPrivacy(enabledCA(), second.deps);
  expect(privacyStores().privacyStrings.get().usPrivacy).toBe('1YNY');
});

test('an override stored by an older version is not honoured', async () => {
  const storage = memoryStorage();
  storage.setItem(PRIVACY_CACHE_KEY, JSON.stringify({ optOut: null, explicitNotice: { shown: false, shownRegion: '' }, usPrivacyStringOverride: '1YNN' }));
  const { deps } = testDeps({ ip: CALIFORNIA.ip, storage: () => storage });
  await startPrivacy(enabledCA(), deps);
  expect(privacyStores().privacyStrings.get().usPrivacy).toBe('1YNY');
});

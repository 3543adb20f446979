// Issue 15 item 1: an opt-out from the explicit notice holds across the spec's reload even when it
// cannot be saved to localStorage, and privacy fails closed while an earlier choice cannot be known.
import { expect, test } from 'vitest';
import { RELOAD_AFTER_OPT_OUT_MS } from '../../../runtime/features/privacy/actions';
import { consentGateOn } from '../../../runtime/features/privacy/public/consent-gate';
import { FAIL_CLOSED_STRINGS } from '../../../runtime/features/privacy/fail-closed';
import { UsPrivacyMode } from '../../../runtime/features/privacy/public/mode';
import { CALIFORNIA } from '../../support/geo-server';
import { memoryStorage } from './memory-storage';
import { privacyActions, privacyStores, startPrivacy, stopAllPrivacy, testDeps, withCaliforniaGeo } from './privacy-fixture';

const enabledCA = withCaliforniaGeo();
const denied = (): never => {
  throw new DOMException('The document is sandboxed and lacks the allow-same-origin flag.', 'SecurityError');
};


async function gateOpens(): Promise<boolean | 'still waiting'> {
  const waitedOut = new Promise<'still waiting'>((resolve) => setTimeout(() => resolve('still waiting'), 50));
  return Promise.race([consentGateOn(privacyStores().usPrivacyMode)('share'), waitedOut]);
}

const afterTheReloadDelay = () => new Promise((resolve) => setTimeout(resolve, RELOAD_AFTER_OPT_OUT_MS + 50));

test('no storage at all (sandboxed frame): the opt-out rides the reload in the window name, read once and removed', async () => {
  // The reload keeps the browsing context, and with it the window's name.
  const browsingContext = { name: 'player' };
  const first = testDeps({ ip: CALIFORNIA.ip, storage: denied, sessionStorage: denied, browsingContext });
  await startPrivacy(enabledCA(), first.deps);
  expect(privacyStores().privacyNotice.get().explicit).toBe(true);
  privacyActions().optOutFromExplicitNotice();
  await afterTheReloadDelay();
  expect(first.deps.reload).toHaveBeenCalledOnce();
  expect(browsingContext.name).toBe('player#re-optout=CA');
  stopAllPrivacy();

  // The reloaded page: the same address, still no storage.
  const second = testDeps({ ip: CALIFORNIA.ip, storage: denied, sessionStorage: denied, browsingContext });
  await startPrivacy(enabledCA(), second.deps);
  expect(privacyStores().usPrivacyMode.get()).toBe(UsPrivacyMode.APPLICABLE_OPTED_OUT);
  expect(privacyStores().privacyNotice.get()).toMatchObject({ explicit: false, inline: 'default' });
  expect(privacyStores().privacyStrings.get().usPrivacy).toBe('1YYY');
  expect(await gateOpens()).toBe(false);
  expect(browsingContext.name).toBe('player');
});

test('localStorage full but sessionStorage working: the opt-out rides the reload in sessionStorage', async () => {
  const session = memoryStorage();
  const full = memoryStorage({ set: true });
  const first = testDeps({ ip: CALIFORNIA.ip, storage: () => full, sessionStorage: () => session });
  await startPrivacy(enabledCA(), first.deps);
  privacyActions().optOutFromExplicitNotice();
  await afterTheReloadDelay();
  expect(first.deps.reload).toHaveBeenCalledOnce();
  expect(first.deps.browsingContext.name).toBe('');
  stopAllPrivacy();

  const second = testDeps({ ip: CALIFORNIA.ip, storage: () => full, sessionStorage: () => session });
  await startPrivacy(enabledCA(), second.deps);
  expect(privacyStores().usPrivacyMode.get()).toBe(UsPrivacyMode.APPLICABLE_OPTED_OUT);
  expect(privacyStores().privacyNotice.get().explicit).toBe(false);
  expect(session.data.size).toBe(0);
});

test('storage unreadable and nothing carried: fail closed until the listener answers the notice', async () => {
  const { deps } = testDeps({ ip: CALIFORNIA.ip, storage: denied, sessionStorage: denied });
  await startPrivacy(enabledCA(), deps);
  expect(privacyStores().privacyNotice.get().explicit).toBe(true);
  expect(privacyStores().privacyStrings.get()).toEqual(FAIL_CLOSED_STRINGS);
  expect(await gateOpens()).toBe('still waiting');

  privacyActions().closeExplicitNotice();
  expect(privacyStores().usPrivacyMode.get()).toBe(UsPrivacyMode.APPLICABLE_NOT_OPTED_OUT);
  expect(privacyStores().privacyStrings.get().usPrivacy).toBe('1YNY');
  expect(await gateOpens()).toBe(true);
});

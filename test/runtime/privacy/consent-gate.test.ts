import { atom } from 'nanostores';
import { describe, expect, it } from 'vitest';
import { consentAllows, consentGateOn, NO_PRIVACY_MODE, type ConsentPurpose } from '../../../runtime/features/privacy/public/consent-gate';
import { UsPrivacyMode } from '../../../runtime/features/privacy/public/mode';

const MODES = Object.values(UsPrivacyMode);
const PURPOSES: ConsentPurpose[] = ['share', 'measure'];
const pending = Symbol('pending');
const state = <T>(promise: Promise<T>) => Promise.race([promise, new Promise((r) => setTimeout(() => r(pending), 0))]);

describe('the consent gate', () => {
  it('opens only for a resolved mode that is not opted out, for every purpose', () => {
    const allowed = MODES.flatMap((mode) => PURPOSES.filter((p) => consentAllows(mode, p)).map((p) => `${mode}:${p}`));
    expect(allowed).toEqual([
      'NOT_APPLICABLE:share', 'NOT_APPLICABLE:measure',
      'APPLICABLE_NOT_OPTED_OUT:share', 'APPLICABLE_NOT_OPTED_OUT:measure',
    ]);
  });

  it('waits while UNRESOLVED, then answers by the resolved mode', async () => {
    const $mode = atom<UsPrivacyMode>(UsPrivacyMode.UNRESOLVED);
    const gate = consentGateOn($mode);
    const share = gate('share');
    const measure = gate('measure');
    expect(await state(share)).toBe(pending);
    $mode.set(UsPrivacyMode.APPLICABLE_OPTED_OUT);
    expect(await share).toBe(false);
    expect(await measure).toBe(false);
    $mode.set(UsPrivacyMode.APPLICABLE_NOT_OPTED_OUT);
    expect(await gate('share')).toBe(true);
  });

  it('a teardown (abort) answers false; no privacy layer never opens', async () => {
    const controller = new AbortController();
    const waiting = consentGateOn(atom<UsPrivacyMode>(UsPrivacyMode.UNRESOLVED))('share', controller.signal);
    controller.abort();
    expect(await waiting).toBe(false);
    expect(await state(consentGateOn(NO_PRIVACY_MODE)('measure'))).toBe(pending);
  });
});

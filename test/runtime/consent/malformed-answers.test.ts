// Malformed answers from a host page's CMP (issue 29 item 3): wrong types, unknown sections,
// undecodable or oversized strings. Each decoder and reader never throws and fails closed — opted
// out, no consent, no string sent on — and the body logs each problem once.
import { GppModel, UsNat } from '@iabgpp/cmpapi';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { askHost } from '../../../runtime/features/consent/ask-host';
import { readGppString } from '../../../runtime/features/consent/gpp-decode';
import { MAX_HOST_STRING } from '../../../runtime/features/consent/fail-closed';
import { $hostConsent, consentInUse, hostAllowsNow, privacyParams } from '../../../runtime/features/consent/public/host-consent';
import { readGppAnswer, readTcfAnswer, readUspAnswer } from '../../../runtime/features/consent/read-answers';
import { readTcString } from '../../../runtime/features/consent/tcf-decode';
import { log } from '../../../runtime/lib/logger';
import { answerCalls, fakeWindow, type FakeWindow } from './fake-windows';
import { tcString } from './tc-strings';

const WOPD = 755;
const OWN = { usPrivacy: '1---', gpp: '' };
const until = (check: () => boolean) => vi.waitFor(() => expect(check()).toBe(true));

/** A usnat section opted out of sale, sharing and targeted advertising. */
function usnatOptOut(): string {
  const model = new GppModel();
  for (const optOut of ['SaleOptOut', 'SharingOptOut', 'TargetedAdvertisingOptOut']) model.setFieldValue(UsNat.NAME, optOut, 1);
  return model.encode();
}
const HUGE = 'D'.repeat(5 * 1024 * 1024);
const WRONG_TYPES: unknown[] = [undefined, null, 7, true, {}, [], '', 'not a GPP string!', HUGE];

describe('the decoders never throw and fail closed', () => {
  it('readGppString: applicableSections as a string, or not ids: opted out, no string', () => {
    const optedOut = usnatOptOut();
    for (const sections of ['7', '[7]', null, undefined, { 0: 7 }, [7.5], ['7'], [Number.NaN]]) {
      expect(readGppString(optedOut, sections)).toMatchObject({ gppString: '', sectionIds: [], usOptedOut: true, malformed: expect.any(String) });
    }
  });

  it('readGppString: wrong types, oversized, undecodable, unknown or missing sections: opted out, no string', () => {
    for (const value of [7, null, {}, ['x'], HUGE, 'x'.repeat(MAX_HOST_STRING + 1), 'garbage~~not gpp', 'DBABLA~zzzz']) {
      const read = readGppString(value, [7]);
      expect(read).toMatchObject({ gppString: '', usOptedOut: true });
      expect(read.malformed).toBeTruthy();
    }
    expect(readGppString(usnatOptOut(), [99]).malformed).toMatch(/99/);
    expect(readGppString(usnatOptOut(), [8]).malformed).toMatch(/usca/); // applicable, but not in the string
  });

  it('readGppString: a well-formed string still reads as before', () => {
    const optedOut = usnatOptOut();
    expect(readGppString(optedOut, [7])).toEqual({ gppString: optedOut, sectionIds: [7], usOptedOut: true });
    expect(readGppString('', [-1])).toEqual({ gppString: '', sectionIds: [], usOptedOut: false });
  });

  it('readTcString: wrong types, oversized, undecodable: GDPR applies, nothing consented, no string', () => {
    for (const value of WRONG_TYPES) {
      const read = readTcString(value);
      expect(read).toMatchObject({ gdprApplies: true, tcString: '' });
      expect([1, 2, 3, 4, 7].some((purpose) => read.purposeConsents.has(purpose))).toBe(false);
      expect(read.malformed).toBeTruthy();
    }
    const good = tcString({ purposes: [1] });
    expect(readTcString(good)).toMatchObject({ tcString: good });
    expect(readTcString(good).malformed).toBeUndefined();
  });

  it('the return readers: anything of the wrong shape is malformed, never pending or consent', () => {
    for (const value of [null, 7, 'x', [], HUGE]) {
      expect(readTcfAnswer(true, value).kind).toBe('malformed');
      expect(readGppAnswer(true, value).kind).toBe('malformed');
      expect('usp' in readUspAnswer(true, value)).toBe(false);
    }
    expect(readTcfAnswer(false, { tcString: 'x', eventStatus: 'tcloaded' }).kind).toBe('malformed');
    expect(readTcfAnswer(true, { gdprApplies: 'yes', tcString: 'x', eventStatus: 'tcloaded' }).kind).toBe('malformed');
    expect(readTcfAnswer(true, { gdprApplies: true, tcString: 'x', eventStatus: 'loaded!' }).kind).toBe('malformed');
    expect(readGppAnswer(true, { pingData: { signalStatus: 'maybe', gppString: 'x' } }).kind).toBe('malformed');
    expect(readGppAnswer(true, { pingData: { signalStatus: 'not ready' } }).kind).toBe('pending');
    expect('usp' in readUspAnswer(true, { uspString: '1YYYY' })).toBe(false);
  });
});

describe('askHost with malformed answers: fail closed, logged once, never thrown', () => {
  let host: FakeWindow;
  let player: FakeWindow;
  let warnings: unknown[][];
  beforeEach(() => {
    host = fakeWindow();
    player = fakeWindow(host);
    $hostConsent.set({ status: 'asking' });
    warnings = [];
    vi.spyOn(log, 'warn').mockImplementation((...args: unknown[]) => void warnings.push(args));
  });
  afterEach(() => {
    vi.restoreAllMocks();
    $hostConsent.set({ status: 'none' });
    consentInUse.length = 0;
  });
  const ask = (api: 'tcf' | 'gpp' | 'usp') => askHost({ [api]: host as unknown as Window }, { self: player as unknown as Window, reload: vi.fn() });

  it('an opted-out usnat string with applicableSections as a string: opted out, not the host string, sharing and measurement shut', async () => {
    const optedOut = usnatOptOut();
    const cmp = answerCalls('gpp', host, player, () => ({ returnValue: { pingData: { gppString: optedOut, applicableSections: '7', signalStatus: 'ready' } }, success: true }));
    ask('gpp');
    await until(() => $hostConsent.get().status === 'answered');
    expect(privacyParams(OWN)).toMatchObject({ us_privacy: '1YYY', gpp: undefined, gpp_sid: undefined });
    expect(hostAllowsNow('share', WOPD)).toBe(false);
    expect(hostAllowsNow('measure')).toBe(false);
    expect(hostAllowsNow('device')).toBe(false); // a US opt-out keeps the device id; an unreadable answer does not
    // The same malformed answer again (a CMP event per change): logged once.
    cmp.push({ returnValue: { pingData: { gppString: optedOut, applicableSections: '7', signalStatus: 'ready' } }, success: true });
    cmp.push({ returnValue: { pingData: { gppString: optedOut, applicableSections: '7', signalStatus: 'ready' } }, success: true });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(warnings).toHaveLength(1);
    expect(String(warnings[0])).toMatch(/GPP.*applicableSections/);
  });

  it('a 5 MB GPP string: opted out, and nothing of it on the URL', async () => {
    answerCalls('gpp', host, player, () => ({ returnValue: { pingData: { gppString: HUGE, applicableSections: [7], signalStatus: 'ready' } }, success: true }), true);
    ask('gpp');
    await until(() => $hostConsent.get().status === 'answered');
    const params = privacyParams(OWN);
    expect(params.us_privacy).toBe('1YYY');
    expect(JSON.stringify(params).length).toBeLessThan(200);
    expect(warnings).toHaveLength(1);
  });

  it('TCF: a TC string of the wrong type, or undecodable: gdpr=1, no consent string, nothing allowed', async () => {
    for (const bad of [42, 'not-a-tc-string']) {
      $hostConsent.set({ status: 'asking' });
      answerCalls('tcf', host, player, () => ({ returnValue: { tcString: bad, gdprApplies: true, eventStatus: 'tcloaded' }, success: true }));
      const stop = ask('tcf');
      await until(() => $hostConsent.get().status === 'answered');
      expect(privacyParams(OWN)).toMatchObject({ gdpr: '1', gdpr_consent: undefined });
      expect(hostAllowsNow('device')).toBe(false);
      expect(hostAllowsNow('measure')).toBe(false);
      stop();
    }
  });

  it('a CMP that fails the call, or returns nonsense: answered as "no consent" (nothing waits for it forever, nothing allowed)', async () => {
    answerCalls('tcf', host, player, () => ({ returnValue: 'nonsense', success: true }));
    ask('tcf');
    await until(() => $hostConsent.get().status === 'answered');
    expect(hostAllowsNow('share', WOPD)).toBe(false);
    $hostConsent.set({ status: 'asking' });
    answerCalls('usp', host, player, () => ({ returnValue: null, success: false }));
    ask('usp');
    await until(() => $hostConsent.get().status === 'answered');
    expect(privacyParams(OWN).us_privacy).toBe('1YYY');
    expect(hostAllowsNow('device')).toBe(false);
  });
});

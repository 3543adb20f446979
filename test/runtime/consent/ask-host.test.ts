import { GppModel, UsNat } from '@iabgpp/cmpapi';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { askHost } from '../../../runtime/features/consent/ask-host';
import {
  $hostConsent,
  consentInUse,
  hostAllowsNow,
  hostPermits,
  hostStreamMayStart,
  HOST_ANSWER_MS,
  privacyParams,
} from '../../../runtime/features/consent/public/host-consent';
import { hostConsent } from '../../../runtime/features/consent/face';
import { whenGdprAsked } from '../../../runtime/features/consent/public/gdpr-question';
import { answerGdpr } from '../../../runtime/features/consent/public/gdpr-answer';
import type { Player } from '../../../runtime/player/types';
import { answerCalls, fakeWindow, memoryStorage, type FakeWindow } from './fake-windows';
import { tcString } from './tc-strings';

const WOPD = 755;
const config = { targeting: { wopd: { enabled: true, vendorId: WOPD } } };
const OWN = { usPrivacy: '1---', gpp: '' };
const until = (check: () => boolean) => vi.waitFor(() => expect(check()).toBe(true));

/** A GPP string with a usnat section, opted out of sale or not, made with the IAB's library. */
function usnatString(optedOut: boolean): string {
  const model = new GppModel();
  model.setFieldValue(UsNat.NAME, 'SaleOptOutNotice', 1);
  model.setFieldValue(UsNat.NAME, 'SaleOptOut', optedOut ? 1 : 2);
  return model.encode();
}

let host: FakeWindow;
let player: FakeWindow;
beforeEach(() => {
  host = fakeWindow();
  player = fakeWindow(host);
  $hostConsent.set({ status: 'asking' });
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  $hostConsent.set({ status: 'none' });
  consentInUse.length = 0;
});

const ask = (locators: Parameters<typeof askHost>[0], reload = vi.fn()) => ({
  reload,
  stop: askHost(locators, { self: player as unknown as Window, reload }),
});

/** The face as the player starts it, in a window of the test's making; the GDPR question answered "does not apply" (a US listener). */
const startHostConsent = (config: unknown, self: Window): void => {
  hostConsent.start!({ env: { window: self } } as unknown as Player, config as Parameters<NonNullable<typeof hostConsent.start>>[1]);
  whenGdprAsked((stillAsked) => void answerGdpr(() => Promise.resolve(false), stillAsked));
};

describe('the host-consent face (first load)', () => {
  it('not framed, or framed with no locator up the chain: nothing is asked of a host; the GDPR question only once something needs consent', async () => {
    const top = fakeWindow();
    $hostConsent.set({ status: 'none' });
    startHostConsent(config, top as unknown as Window);
    expect($hostConsent.get()).toMatchObject({ status: 'asking', pending: ['geo'] });
    expect(hostPermits('device')).toBe(false); // the first question starts the decision
    await until(() => $hostConsent.get().status === 'answered');
    startHostConsent(config, fakeWindow(top) as unknown as Window);
    const start = performance.now();
    await hostStreamMayStart();
    expect(performance.now() - start).toBeLessThan(50);
    expect($hostConsent.get().tcf).toBeUndefined(); // outside the GDPR: the player's own rules
    expect(top.posted).toEqual([]);
  });
});

describe('the face with a CMP found', () => {
  it('only a TCF locator up the chain: answered once that CMP answers (the APIs not found are not waited for)', async () => {
    const cmpWindow = fakeWindow(undefined, ['tcf']);
    const framed = fakeWindow(cmpWindow);
    answerCalls('tcf', cmpWindow, framed, () => ({ returnValue: { gdprApplies: false, eventStatus: 'tcloaded' }, success: true }));
    $hostConsent.set({ status: 'none' });
    startHostConsent(config, framed as unknown as Window);
    await until(() => $hostConsent.get().status === 'answered');
    expect(hostAllowsNow('share', WOPD)).toBe(true);
  });
});

describe('askHost: asks the host\u2019s CMPs and decodes their answers; the deadline decides only when the stream may start', () => {
  it('TCF: a real TC string gives gdpr=1 and gdpr_consent, and the gate follows its purposes', async () => {
    const consented = tcString({ purposes: [1, 2, 3, 4], vendors: [WOPD] });
    answerCalls('tcf', host, player, (command) =>
      command === 'addEventListener' ? { returnValue: { tcString: consented, gdprApplies: true, eventStatus: 'tcloaded' }, success: true } : undefined,
    );
    ask({ tcf: host as unknown as Window });
    await until(() => $hostConsent.get().status === 'answered');
    expect(privacyParams(OWN)).toMatchObject({ gdpr: '1', gdpr_consent: consented, us_privacy: '1---' });
    expect(hostAllowsNow('share', WOPD)).toBe(true);
    expect(hostAllowsNow('share', 1)).toBe(false);
  });

  it('TCF: GDPR does not apply → gdpr=0 and no consent string', async () => {
    answerCalls('tcf', host, player, () => ({ returnValue: { gdprApplies: false, eventStatus: 'tcloaded' }, success: true }), true);
    ask({ tcf: host as unknown as Window });
    await until(() => $hostConsent.get().status === 'answered');
    expect(privacyParams(OWN)).toMatchObject({ gdpr: '0', gdpr_consent: undefined });
  });

  it('a CMP that never answers: the stream may start after HOST_ANSWER_MS with gdpr=1 and no consent; nothing that needs consent is allowed', async () => {
    vi.useFakeTimers();
    answerCalls('tcf', host, player, () => undefined);
    ask({ tcf: host as unknown as Window });
    const mayStart = hostStreamMayStart();
    let started = false;
    void mayStart.then(() => (started = true));
    await vi.advanceTimersByTimeAsync(HOST_ANSWER_MS - 1);
    expect(started).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(started).toBe(true);
    await vi.advanceTimersByTimeAsync(60_000);
    expect($hostConsent.get().status).toBe('asking'); // the deadline decides no consent
    expect(privacyParams(OWN)).toEqual({ us_privacy: '1---', gpp: '', gdpr: '1', gdpr_consent: undefined, gpp_sid: undefined });
    for (const purpose of ['device', 'share', 'measure'] as const) expect(hostAllowsNow(purpose, WOPD)).toBe(false);
  });

  it('an answer past the deadline decides: what it allows is allowed then, and nothing reloads', async () => {
    const consented = tcString({ purposes: [1, 2, 3, 4, 7, 8, 9], vendors: [WOPD] });
    const cmp = answerCalls('tcf', host, player, () => undefined);
    const { reload } = ask({ tcf: host as unknown as Window });
    await new Promise((resolve) => setTimeout(resolve, HOST_ANSWER_MS + 50));
    expect(hostAllowsNow('share', WOPD)).toBe(false);
    expect(hostAllowsNow('device')).toBe(false);
    cmp.push({ returnValue: { tcString: consented, gdprApplies: true, eventStatus: 'tcloaded' }, success: true });
    await until(() => $hostConsent.get().status === 'answered');
    expect(hostAllowsNow('share', WOPD)).toBe(true);
    expect(privacyParams(OWN)).toMatchObject({ gdpr: '1', gdpr_consent: consented });
    expect(reload).not.toHaveBeenCalled();
  });

  it('a late "no consent" reloads nothing: nothing had started', async () => {
    const cmp = answerCalls('tcf', host, player, () => undefined);
    const { reload } = ask({ tcf: host as unknown as Window });
    await new Promise((resolve) => setTimeout(resolve, HOST_ANSWER_MS + 50));
    hostAllowsNow('measure'); // a tracker asking before the answer: refused, so not in use
    cmp.push({ returnValue: { tcString: tcString({ purposes: [] }), gdprApplies: true, eventStatus: 'tcloaded' }, success: true });
    await until(() => $hostConsent.get().status === 'answered');
    expect(reload).not.toHaveBeenCalled();
    expect(consentInUse).toEqual([]);
  });

  it('a banner still showing: GDPR applies and nothing is allowed until the listener decides, however long; the decision counts then', async () => {
    const cmp = answerCalls('tcf', host, player, () => ({ returnValue: { tcString: '', gdprApplies: true, eventStatus: 'cmpuishown' }, success: true }));
    ask({ tcf: host as unknown as Window });
    await new Promise((resolve) => setTimeout(resolve, HOST_ANSWER_MS + 50));
    expect($hostConsent.get().status).toBe('asking');
    expect(hostAllowsNow('device')).toBe(false);
    expect(privacyParams(OWN)).toMatchObject({ gdpr: '1', gdpr_consent: undefined });
    const decided = tcString({ purposes: [1] });
    cmp.push({ returnValue: { tcString: decided, gdprApplies: true, eventStatus: 'useractioncomplete' }, success: true });
    await until(() => privacyParams(OWN).gdpr_consent === decided);
    expect(hostAllowsNow('device')).toBe(true);
  });

  it('a withdrawal of something in use reloads the player, once; of something not in use, not at all; a grant never', async () => {
    const cmp = answerCalls('tcf', host, player, () => ({ returnValue: { tcString: tcString({ purposes: [1] }), gdprApplies: true, eventStatus: 'tcloaded' }, success: true }));
    const { reload } = ask({ tcf: host as unknown as Window });
    await until(() => $hostConsent.get().status === 'answered');
    const grant = tcString({ purposes: [1, 2, 3, 4], vendors: [WOPD] });
    cmp.push({ returnValue: { tcString: grant, gdprApplies: true, eventStatus: 'useractioncomplete' }, success: true });
    await until(() => hostPermits('share', WOPD));
    expect(reload).not.toHaveBeenCalled();
    // Withdrawn before targeting used it: nothing to undo.
    cmp.push({ returnValue: { tcString: tcString({ purposes: [1] }), gdprApplies: true, eventStatus: 'useractioncomplete' }, success: true });
    await until(() => !hostPermits('share', WOPD));
    expect(reload).not.toHaveBeenCalled();
    cmp.push({ returnValue: { tcString: grant, gdprApplies: true, eventStatus: 'useractioncomplete' }, success: true });
    await until(() => hostAllowsNow('share', WOPD)); // targeting starts
    cmp.push({ returnValue: { tcString: tcString({ purposes: [1] }), gdprApplies: true, eventStatus: 'useractioncomplete' }, success: true });
    await until(() => !hostPermits('share', WOPD));
    expect(reload).toHaveBeenCalledOnce();
    cmp.push({ returnValue: { tcString: tcString({ purposes: [] }), gdprApplies: true, eventStatus: 'useractioncomplete' }, success: true });
    await until(() => !hostPermits('device'));
    expect(reload).toHaveBeenCalledOnce(); // this page is already reloading
  });

  it('never twice for the same answer: the page after the reload hears it again and stays', async () => {
    const session = memoryStorage();
    player.sessionStorage = session;
    const withdrawn = { returnValue: { tcString: tcString({ purposes: [1] }), gdprApplies: true, eventStatus: 'tcloaded' }, success: true };
    const cmp = answerCalls('tcf', host, player, () => ({ returnValue: { tcString: tcString({ purposes: [1, 2, 3, 4], vendors: [WOPD] }), gdprApplies: true, eventStatus: 'tcloaded' }, success: true }));
    const first = ask({ tcf: host as unknown as Window });
    await until(() => hostAllowsNow('share', WOPD));
    cmp.push(withdrawn);
    await until(() => first.reload.mock.calls.length === 1);
    first.stop();

    // The reloaded page: same frame storage; something (wrongly) still in use hears the same answer.
    $hostConsent.set({ status: 'asking' });
    answerCalls('tcf', host, player, () => withdrawn);
    const second = ask({ tcf: host as unknown as Window });
    await until(() => $hostConsent.get().status === 'answered');
    expect(second.reload).not.toHaveBeenCalled();
  });
  it('GPP: the host\u2019s string and applicable sections are sent; a usnat opt-out makes us_privacy 1YYY and shuts sharing', async () => {
    const gpp = usnatString(true);
    answerCalls('gpp', host, player, () => ({
      returnValue: { eventName: 'listenerRegistered', listenerId: 1, data: true, pingData: { gppString: gpp, applicableSections: [7], signalStatus: 'ready' } },
      success: true,
    }));
    ask({ gpp: host as unknown as Window });
    await until(() => $hostConsent.get().status === 'answered');
    expect(privacyParams(OWN)).toMatchObject({ gpp, gpp_sid: '7', us_privacy: '1YYY' });
    expect(hostAllowsNow('share', WOPD)).toBe(false);
  });

  it('GPP "not ready" is waited for; a host not opted out keeps the player\u2019s own opt-out (the more protective reading)', async () => {
    const cmp = answerCalls('gpp', host, player, () => ({ returnValue: { pingData: { signalStatus: 'not ready' } }, success: true }));
    ask({ gpp: host as unknown as Window });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect($hostConsent.get().gpp).toBeUndefined();
    const notOptedOut = usnatString(false);
    cmp.push({ returnValue: { pingData: { gppString: notOptedOut, applicableSections: [7], signalStatus: 'ready' } }, success: true });
    await until(() => $hostConsent.get().status === 'answered');
    expect(privacyParams(OWN)).toMatchObject({ gpp: notOptedOut, gpp_sid: '7', us_privacy: '1---' });
    const ownOptOut = { usPrivacy: '1YYY', gpp: 'DBABLA~BVQqAAAAAgA.QA' };
    expect(privacyParams(ownOptOut)).toMatchObject({ us_privacy: '1YYY', gpp: ownOptOut.gpp, gpp_sid: undefined });
  });

  it('USP: the host\u2019s string is sent; an opt-out shuts sharing', async () => {
    answerCalls('usp', host, player, () => ({ returnValue: { version: 1, uspString: '1YYN' }, success: true }), true);
    ask({ usp: host as unknown as Window });
    await until(() => $hostConsent.get().status === 'answered');
    expect(privacyParams(OWN).us_privacy).toBe('1YYN');
    expect(hostAllowsNow('share', WOPD)).toBe(false);
  });
});

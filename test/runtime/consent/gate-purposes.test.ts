import { TCString } from '@iabtechlabtcf/core';
import { afterEach, describe, expect, it } from 'vitest';
import { $hostConsent, consentInUse, type HostConsent, type HostTcf } from '../../../runtime/features/consent/public/host-consent';
import { hostAllows, tcfAllows } from '../../../runtime/features/consent/tcf-rules';
import { consentGateOn } from '../../../runtime/features/privacy/public/consent-gate';
import { UsPrivacyMode } from '../../../runtime/features/privacy/public/mode';
import { tcString } from './tc-strings';

/** The host's TCF answer for a real TC string, decoded as the runtime decodes it. */
function tcf(choice: Parameters<typeof tcString>[0]): HostTcf {
  const string = tcString(choice);
  const model = TCString.decode(string);
  return { gdprApplies: true, tcString: string, ...model, purposeConsents: model.purposeConsents, purposeLegitimateInterests: model.purposeLegitimateInterests, vendorConsents: model.vendorConsents, vendorLegitimateInterests: model.vendorLegitimateInterests };
}

const WOPD = 755;

describe('the consent gate honours the host\u2019s TC string (TCF v2.2 purposes per integration)', () => {
  it('no device id is written without purpose 1', () => {
    expect(tcfAllows(tcf({ purposes: [2, 3, 4, 7, 8, 9], vendors: [WOPD] }), 'device')).toBe(false);
    expect(tcfAllows(tcf({ purposes: [1] }), 'device')).toBe(true);
  });

  it('targeting needs purposes 1–4 and the consent of the integration\u2019s own vendor', () => {
    const all = tcf({ purposes: [1, 2, 3, 4], vendors: [WOPD] });
    expect(tcfAllows(all, 'share', WOPD)).toBe(true);
    expect(tcfAllows(all, 'share', 1)).toBe(false); // another vendor
    expect(tcfAllows(all, 'share')).toBe(false); // a station file without the vendor id
    for (const missing of [1, 2, 3, 4]) {
      const purposes = [1, 2, 3, 4].filter((p) => p !== missing);
      expect(tcfAllows(tcf({ purposes, vendors: [WOPD] }), 'share', WOPD), `without purpose ${missing}`).toBe(false);
    }
  });

  it('measurement needs purposes 7–9, by consent or by legitimate interest', () => {
    expect(tcfAllows(tcf({ purposes: [7, 8, 9] }), 'measure')).toBe(true);
    expect(tcfAllows(tcf({ legitimateInterests: [7, 8, 9] }), 'measure')).toBe(true);
    expect(tcfAllows(tcf({ purposes: [7], legitimateInterests: [8, 9] }), 'measure')).toBe(true);
    expect(tcfAllows(tcf({ purposes: [7, 8] }), 'measure')).toBe(false);
    expect(tcfAllows(tcf({ purposes: [1, 2, 3, 4] }), 'measure')).toBe(false);
    // With a vendor id, that vendor needs consent or legitimate interest as well.
    expect(tcfAllows(tcf({ purposes: [7, 8, 9] }), 'measure', 2)).toBe(false);
    expect(tcfAllows(tcf({ purposes: [7, 8, 9], vendorLegitimateInterests: [2] }), 'measure', 2)).toBe(true);
  });

  it('GDPR not applying, or no TCF CMP, leaves the decision to the player\u2019s own rules', () => {
    expect(tcfAllows(undefined, 'share')).toBe(true);
    expect(tcfAllows({ ...tcf({}), gdprApplies: false }, 'share')).toBe(true);
  });

  it('a US opt-out from the host (GPP section or USP string) stops sharing and measurement, not the device id', () => {
    const optedOut: HostConsent = { status: 'answered', gpp: { gppString: 'x', sectionIds: [7], usOptedOut: true } };
    expect(hostAllows(optedOut, 'share', WOPD)).toBe(false);
    expect(hostAllows(optedOut, 'measure')).toBe(false);
    expect(hostAllows(optedOut, 'device')).toBe(true);
    expect(hostAllows({ status: 'answered', usp: '1YYN' }, 'share', WOPD)).toBe(false);
    expect(hostAllows({ status: 'answered', usp: '1YNN' }, 'share', WOPD)).toBe(true);
  });
});

describe('consentGateOn: the player\u2019s own mode and the host\u2019s answer must both allow', () => {
  const resolvedMode = { subscribe: (listener: (mode: UsPrivacyMode) => void) => (listener(UsPrivacyMode.NOT_APPLICABLE), () => {}) };
  const withAnswer = (host: HostTcf): void => {
    const settled: HostConsent = { status: 'answered', tcf: host };
    $hostConsent.set({ ...settled, allows: (purpose, vendorId) => hostAllows(settled, purpose, vendorId) });
  };
  afterEach(() => {
    $hostConsent.set({ status: 'none' });
    consentInUse.length = 0;
  });

  it('no host CMP: the gate is the player\u2019s own', async () => {
    expect(await consentGateOn(resolvedMode)('share', undefined, WOPD)).toBe(true);
  });

  it('the host refused purposes 2–4: targeting stays shut (until the caller gives up), measurement with 7–9 runs', async () => {
    withAnswer(tcf({ purposes: [1, 7, 8, 9], vendors: [WOPD] }));
    expect(await consentGateOn(resolvedMode)('measure')).toBe(true);
    const giveUp = new AbortController();
    const share = consentGateOn(resolvedMode)('share', giveUp.signal, WOPD);
    await new Promise((resolve) => setTimeout(resolve, 20));
    giveUp.abort();
    expect(await share).toBe(false);
    expect(consentInUse).toEqual([{ purpose: 'measure', vendorId: undefined }]);
  });

  it('a changed answer that allows what the first refused opens the gate', async () => {
    withAnswer(tcf({ purposes: [1], vendors: [WOPD] }));
    const share = consentGateOn(resolvedMode)('share', undefined, WOPD);
    let opened: boolean | undefined;
    void share.then((allowed) => (opened = allowed));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(opened).toBeUndefined();
    withAnswer(tcf({ purposes: [1, 2, 3, 4], vendors: [WOPD] }));
    expect(await share).toBe(true);
  });

  it('waits while the host is being asked, then follows its answer', async () => {
    $hostConsent.set({ status: 'asking' });
    const gate = consentGateOn(resolvedMode)('share', undefined, WOPD);
    let done = false;
    void gate.then(() => (done = true));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(done).toBe(false);
    withAnswer(tcf({ purposes: [1, 2, 3, 4], vendors: [WOPD] }));
    expect(await gate).toBe(true);
  });
});

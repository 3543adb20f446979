// Issue 33 item 1: where the GDPR applies and nobody asked, "no consent" is presumed. The decision
// from the geo answer (a real geo service on loopback), the presumed answer's effect on the gate
// and the requests, and how a host CMP's answer (present, absent, late) and the player's own
// dialog's answer (setOwnConsent) replace it.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { answerGdpr } from '../../../runtime/features/consent/public/gdpr-answer';
import { whenGdprAsked } from '../../../runtime/features/consent/public/gdpr-question';
import { answerGdprHere, gdprAppliesToListener } from '../../../runtime/features/privacy/gdpr-geo';
import { giveAnswer } from '../../../runtime/features/consent/consent-answers';
import { askHost } from '../../../runtime/features/consent/ask-host';
import { hostConsent } from '../../../runtime/features/consent/face';
import { reloadGuard } from '../../../runtime/features/consent/reload-guard';
import { GDPR_COUNTRIES, gdprAppliesFor, gdprAppliesIn } from '../../../runtime/features/consent/public/gdpr-applies';
import { gdprPresumed, ownConsentApplies, setOwnConsent } from '../../../runtime/features/consent/public/own-consent';
import { $hostConsent, consentInUse, hostAllowsNow, hostConsentAsking, hostPermits, hostStreamMayStart, privacyParams } from '../../../runtime/features/consent/public/host-consent';
import { consentGateOn } from '../../../runtime/features/privacy/public/consent-gate';
import { UsPrivacyMode } from '../../../runtime/features/privacy/public/mode';
import type { EmbedConfig } from '../../../runtime/config/embed-config';
import type { Player } from '../../../runtime/player/types';
import { CALIFORNIA, GERMANY, startGeoServer, type GeoServer } from '../../support/geo-server';
import { answerCalls, fakeWindow, memoryStorage } from './fake-windows';
import { tcString } from './tc-strings';

const WOPD = 755;
const OWN = { usPrivacy: '1---', gpp: '' };
const NO_CONSENT_PARAMS = { us_privacy: '1---', gpp: '', gdpr: '1', gdpr_consent: undefined, gpp_sid: undefined };
const quiet = { trace: () => {}, debug: () => {}, info: () => {}, warn: () => {}, error: () => {} };
const until = (check: () => boolean) => vi.waitFor(() => expect(check()).toBe(true));

/** Addresses the geo service places, as `?ip=`. */
const PLACES: Record<string, { status?: number; body?: unknown; delayMs?: number }> = {
  '10.0.0.1': { body: GERMANY },
  '10.0.0.2': { body: { country_code: 'FR', region_code: 'IDF' } },
  '10.0.0.3': { body: { country_code: 'GB' } },
  '10.0.0.4': { body: { country_code: 'CH' } },
  '10.0.0.5': { body: { country_code: 'NO' } },
  '10.0.0.6': { body: CALIFORNIA },
  '10.0.0.7': { body: { country_code: 'JP' } },
  '10.0.0.8': { status: 500 },
  '10.0.0.9': { body: { error: 'unknown address' } },
  '10.0.0.10': { body: { ip: '10.0.0.10' } }, // no country
  '10.0.0.11': { body: { country_code: 'US' }, delayMs: 2000 }, // slower than the test's timeout
};

let geo: GeoServer;
beforeAll(async () => {
  geo = await startGeoServer();
  for (const [ip, reply] of Object.entries(PLACES)) geo.reply(ip, reply);
});
afterAll(() => geo?.close());

const stationWithGeo = { services: { geo: { url: '', v2: false } } } as unknown as EmbedConfig;
beforeEach(() => {
  stationWithGeo.services.geo!.url = geo.url;
  $hostConsent.set({ status: 'asking', pending: ['geo'] });
});
afterEach(() => {
  $hostConsent.set({ status: 'none' });
  consentInUse.length = 0;
});

/** Whether the GDPR applies to a listener at `ip`, as the privacy layer finds out, with a page cache of the test's own. */
const appliesTo = (ip: string | undefined, config: EmbedConfig = stationWithGeo) => () =>
  gdprAppliesToListener(config, { fetch: globalThis.fetch, log: quiet, ip, geoCache: new Map(), timeoutMs: 500 });
/** The decision for a listener at `ip`, given to the gate. */
const decide = (ip: string | undefined, config: EmbedConfig = stationWithGeo) => answerGdpr(appliesTo(ip, config));

const nothingAllowed = () => (['device', 'share', 'measure'] as const).every((purpose) => !hostPermits(purpose, WOPD));

describe('where the GDPR applies: the EEA, the UK and Switzerland', () => {
  it('every EU and EEA country, the UK and Switzerland apply, in any case; the rest of the world does not', () => {
    for (const code of 'AT BE BG CY CZ DE DK EE ES FI FR GR HR HU IE IT LT LU LV MT NL PL PT RO SE SI SK IS LI NO GB CH'.split(' ')) {
      expect(gdprAppliesIn(code), code).toBe(true);
      expect(gdprAppliesIn(code.toLowerCase()), code).toBe(true);
    }
    for (const code of ['US', 'CA', 'BR', 'JP', 'AU', 'IN', 'ZA', 'TR', 'RU', 'UA']) expect(gdprAppliesIn(code), code).toBe(false);
    expect(GDPR_COUNTRIES.size).toBeGreaterThanOrEqual(32);
  });

  it('not knowing counts as "applies": no country, no geo service, a failed lookup', () => {
    expect(gdprAppliesIn('')).toBe(true);
    expect(gdprAppliesIn(undefined)).toBe(true);
    expect(gdprAppliesFor(undefined)).toBe(true);
    expect(gdprAppliesFor({ ok: false })).toBe(true);
    expect(gdprAppliesFor({ ok: true, result: {} })).toBe(true);
    expect(gdprAppliesFor({ ok: true, result: { country_code: 42 } })).toBe(true);
    expect(gdprAppliesFor({ ok: true, result: { country_code: 'US' } })).toBe(false);
  });
});

describe('the decision from the geo service, without a host CMP', () => {
  it.each([
    ['Germany', '10.0.0.1'],
    ['France', '10.0.0.2'],
    ['the UK', '10.0.0.3'],
    ['Switzerland', '10.0.0.4'],
    ['Norway', '10.0.0.5'],
    ['a lookup answering HTTP 500', '10.0.0.8'],
    ['a lookup answering an error', '10.0.0.9'],
    ['an answer without a country', '10.0.0.10'],
    ['a lookup that times out', '10.0.0.11'],
  ])('%s: "GDPR applies, no consent" — nothing allowed, the stream gets gdpr=1 and no consent string', async (_, ip) => {
    await decide(ip);
    expect($hostConsent.get()).toMatchObject({ status: 'answered', tcfFrom: 'presumed', pending: [] });
    expect(gdprPresumed()).toBe(true);
    expect(ownConsentApplies()).toBe(true);
    expect(nothingAllowed()).toBe(true);
    expect(privacyParams(OWN)).toEqual(NO_CONSENT_PARAMS);
  });

  it('a station without a geo service: the listener cannot be placed, so the same (no request at all)', async () => {
    const before = geo.requests.length;
    await decide(undefined, { services: {} } as unknown as EmbedConfig);
    expect($hostConsent.get().status).toBe('answered');
    expect(gdprPresumed()).toBe(true);
    expect(nothingAllowed()).toBe(true);
    expect(privacyParams(OWN)).toEqual(NO_CONSENT_PARAMS);
    expect(geo.requests.length).toBe(before);
  });

  it('a page whose privacy layer\u2019s lookup failed already: applies, without asking again (one lookup per page)', async () => {
    const before = geo.requests.length;
    expect(await gdprAppliesToListener(stationWithGeo, { fetch: globalThis.fetch, log: quiet, ip: '10.0.0.6', failedAlready: true })).toBe(true);
    expect(geo.requests.length).toBe(before);
  });

  it.each([
    ['California', '10.0.0.6'],
    ['Japan', '10.0.0.7'],
  ])('%s: no TCF answer — the player\u2019s own rules decide, the requests as before', async (_, ip) => {
    await decide(ip);
    expect($hostConsent.get().status).toBe('answered');
    expect($hostConsent.get().tcf).toBeUndefined();
    expect(gdprPresumed()).toBe(false);
    expect(ownConsentApplies()).toBe(false);
    for (const purpose of ['device', 'share', 'measure'] as const) expect(hostPermits(purpose, WOPD)).toBe(true);
    expect(privacyParams(OWN)).toEqual({ us_privacy: '1---', gpp: '', gdpr: undefined, gdpr_consent: undefined, gpp_sid: undefined });
  });

  it('until the geo answer: nothing that needs consent is allowed, the stream waits at most 500 ms and would carry gdpr=1', async () => {
    geo.reply('10.0.0.12', { body: { country_code: 'US' }, delayMs: 300 });
    const deciding = decide('10.0.0.12');
    await until(() => $hostConsent.get().allows !== undefined);
    expect(nothingAllowed()).toBe(true);
    expect(privacyParams(OWN)).toEqual(NO_CONSENT_PARAMS);
    const gate = consentGateOn({ subscribe: (listener) => (listener(UsPrivacyMode.NOT_APPLICABLE), () => {}) });
    let opened: boolean | undefined;
    void gate('measure').then((allowed) => (opened = allowed));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(opened).toBeUndefined();
    await hostStreamMayStart();
    await deciding;
    await until(() => opened === true);
  });

  it('the gate stays shut for good where it applies: an integration waiting on it never starts', async () => {
    const gate = consentGateOn({ subscribe: (listener) => (listener(UsPrivacyMode.NOT_APPLICABLE), () => {}) });
    const abort = new AbortController();
    const waiting = gate('measure', abort.signal);
    await decide('10.0.0.1');
    await new Promise((resolve) => setTimeout(resolve, 100));
    abort.abort();
    expect(await waiting).toBe(false);
    expect(consentInUse).toEqual([]);
  });
});

/** The consent face, started as a player starts it in `self`, and the privacy feature's answer to the GDPR question for a listener at `ip`. */
function startFace(self: ReturnType<typeof fakeWindow>, ip: string) {
  hostConsent.start!({ env: { window: self as unknown as Window } } as unknown as Player, stationWithGeo);
  whenGdprAsked((stillAsked) => void answerGdprHere(stationWithGeo, { fetch: globalThis.fetch, log: quiet, ip, geoCache: new Map(), timeoutMs: 500 }, stillAsked));
}

it('a player torn down before its answer (a new one started on the page): its late answer is not given', async () => {
  startFace(fakeWindow(), '10.0.0.11'); // an answer in 2 s, after the lookup's 0.5 s bound
  expect(hostPermits('share')).toBe(false);
  await until(() => $hostConsent.get().allows !== undefined);
  hostConsent.start!({ env: { window: fakeWindow() as unknown as Window } } as unknown as Player, stationWithGeo); // the next player, not asked yet
  await new Promise((resolve) => setTimeout(resolve, 800));
  expect($hostConsent.get()).toMatchObject({ status: 'asking', pending: ['geo'] });
  expect($hostConsent.get().tcfFrom).toBeUndefined();
});

describe('with a host page\u2019s CMP', () => {
  it('a host TCF CMP present: the geo lookup is not asked; the host\u2019s answer rules, for a listener in Germany too', async () => {
    const cmpWindow = fakeWindow(undefined, ['tcf']);
    const framed = fakeWindow(cmpWindow);
    const consented = tcString({ purposes: [1, 2, 3, 4, 7, 8, 9], vendors: [WOPD] });
    answerCalls('tcf', cmpWindow, framed, () => ({ returnValue: { tcString: consented, gdprApplies: true, eventStatus: 'tcloaded' }, success: true }));
    const before = geo.requests.length;
    startFace(framed, '10.0.0.1');
    await until(() => $hostConsent.get().status === 'answered');
    expect(geo.requests.length).toBe(before);
    expect($hostConsent.get().tcfFrom).toBe('host');
    expect(hostPermits('share', WOPD)).toBe(true);
    expect(privacyParams(OWN)).toMatchObject({ gdpr: '1', gdpr_consent: consented });
    expect(ownConsentApplies()).toBe(false);
  });

  it('a host without a CMP (framed, no locator), listener in Germany: asked only once something needs consent; then presumed "no consent"', async () => {
    const before = geo.requests.length;
    startFace(fakeWindow(fakeWindow()), '10.0.0.1');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(geo.requests.length).toBe(before); // nothing fetched before something needs consent
    expect(hostConsentAsking()).toBe(false); // the stream does not wait for the decision …
    expect(privacyParams(OWN)).toEqual({ us_privacy: '1---', gpp: '', gdpr: '1' }); // … and meanwhile says gdpr=1
    expect(nothingAllowed()).toBe(true); // the question that starts the decision: not allowed meanwhile
    await until(() => $hostConsent.get().status === 'answered');
    expect(geo.requests.length).toBe(before + 1);
    expect(gdprPresumed()).toBe(true);
    expect(nothingAllowed()).toBe(true);
  });

  it('a host with only a US CMP (GPP), listener in France: the GDPR still applies and nobody asked for it', async () => {
    const cmpWindow = fakeWindow(undefined, ['usp']);
    const framed = fakeWindow(cmpWindow);
    answerCalls('usp', cmpWindow, framed, () => ({ returnValue: { uspString: '1YNN' }, success: true }));
    startFace(framed, '10.0.0.2');
    expect(hostPermits('measure')).toBe(false);
    await until(() => $hostConsent.get().status === 'answered');
    expect(gdprPresumed()).toBe(true);
    expect(nothingAllowed()).toBe(true);
    expect(privacyParams(OWN)).toMatchObject({ gdpr: '1', gdpr_consent: undefined, us_privacy: '1YNN' });
  });

  it('a host TCF answer that comes late replaces the presumption, and the presumption never replaces a host answer', async () => {
    await decide('10.0.0.1');
    const consented = tcString({ purposes: [1, 2, 3, 4, 7, 8, 9], vendors: [WOPD] });
    const host = fakeWindow();
    const player = fakeWindow(host);
    const cmp = answerCalls('tcf', host, player, () => undefined);
    askHost({ tcf: host as unknown as Window }, { self: player as unknown as Window, reload: () => {} });
    expect($hostConsent.get().status).toBe('asking');
    cmp.push({ returnValue: { tcString: consented, gdprApplies: true, eventStatus: 'useractioncomplete' }, success: true });
    await until(() => $hostConsent.get().status === 'answered');
    expect($hostConsent.get().tcfFrom).toBe('host');
    expect(hostPermits('share', WOPD)).toBe(true);
    expect(privacyParams(OWN)).toMatchObject({ gdpr: '1', gdpr_consent: consented });
    // A second decision (another player's) presumes again: the host's answer stays.
    $hostConsent.set({ ...$hostConsent.get(), pending: ['geo'] });
    await decide('10.0.0.1');
    expect($hostConsent.get().tcfFrom).toBe('host');
    expect(hostPermits('share', WOPD)).toBe(true);
  });
});

describe('the player\u2019s own consent (the seam of the consent dialog)', () => {
  it('its TC string replaces the presumption as a host CMP\u2019s answer would: the gate opens what it allows, the requests carry it', async () => {
    await decide('10.0.0.1');
    const gate = consentGateOn({ subscribe: (listener) => (listener(UsPrivacyMode.NOT_APPLICABLE), () => {}) });
    const waiting = gate('share', undefined, WOPD);
    const chosen = tcString({ purposes: [1, 2, 3, 4], vendors: [WOPD] });
    expect(await setOwnConsent(chosen)).toBe(true);
    expect(await waiting).toBe(true);
    expect($hostConsent.get().tcfFrom).toBe('own');
    expect(gdprPresumed()).toBe(false);
    expect(ownConsentApplies()).toBe(true);
    expect(privacyParams(OWN)).toMatchObject({ gdpr: '1', gdpr_consent: chosen });
    expect(hostAllowsNow('measure')).toBe(false); // purposes 7–9 were not chosen
    // A later geo decision (a new player on the page) does not undo the listener's choice.
    $hostConsent.set({ ...$hostConsent.get(), pending: ['geo'] });
    await decide('10.0.0.1');
    expect($hostConsent.get().tcfFrom).toBe('own');
  });

  it('a "reject all" string allows nothing and sends the string; a string that cannot be read allows nothing and sends none', async () => {
    await decide('10.0.0.1');
    const rejected = tcString({});
    expect(await setOwnConsent(rejected)).toBe(true);
    expect(nothingAllowed()).toBe(true);
    expect(privacyParams(OWN)).toMatchObject({ gdpr: '1', gdpr_consent: rejected });
    expect(await setOwnConsent('not a TC string!')).toBe(false);
    expect(nothingAllowed()).toBe(true);
    expect(privacyParams(OWN)).toMatchObject({ gdpr: '1', gdpr_consent: undefined });
  });

  it('a host TCF CMP rules: the own answer is refused', async () => {
    giveAnswer('tcf', { tcf: { gdprApplies: false, tcString: '', purposeConsents: { has: () => false }, purposeLegitimateInterests: { has: () => false }, vendorConsents: { has: () => false }, vendorLegitimateInterests: { has: () => false } }, tcfFrom: 'host' });
    expect(await setOwnConsent(tcString({}))).toBe(false);
    expect($hostConsent.get().tcfFrom).toBe('host');
    expect(privacyParams(OWN)).toMatchObject({ gdpr: '0' });
  });

  it('withdrawing what already started reloads the player once; withdrawing what never started reloads nothing', async () => {
    await decide('10.0.0.1');
    const reload = vi.fn();
    const guard = reloadGuard(memoryStorage, reload);
    const { readTcString } = await import('../../../runtime/features/consent/tcf-decode');
    const own = (purposes: number[]) => giveAnswer('own', { tcf: readTcString(tcString({ purposes, vendors: [WOPD] })), tcfFrom: 'own' }, guard);
    own([7, 8, 9]);
    expect(hostAllowsNow('measure')).toBe(true); // a tracker starts: in use
    own([7, 8, 9, 1]);
    expect(reload).not.toHaveBeenCalled();
    own([1]);
    expect(reload).toHaveBeenCalledTimes(1);
  });
});

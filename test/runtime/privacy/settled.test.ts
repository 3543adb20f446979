import { afterEach, expect, test, vi } from 'vitest';
import { consentGateOn } from '../../../runtime/features/privacy/public/consent-gate';
import { privacySettled } from '../../../runtime/features/privacy/public/settled';
import { CALIFORNIA, GERMANY } from '../../support/geo-server';
import { initPrivacy, privacyStores, startPrivacy, stationConfig, stopAllPrivacy, testDeps } from './privacy-fixture';

afterEach(stopAllPrivacy);

const geoAnswering = (body: object, status = 200) => vi.fn(async () => new Response(JSON.stringify(body), { status }));
const enabled = () => stationConfig({ enabled: true, regions: ['CA'] }, 'https://geo.example');

test('privacySettled waits for the geo answer, then says resolved', async () => {
  let answer!: (response: Response) => void;
  const { deps } = testDeps({ fetch: vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))) });
  initPrivacy(enabled(), deps);
  let settled: string | undefined;
  void privacySettled(privacyStores().privacyStatus).then((status) => (settled = status));
  await vi.waitFor(() => expect(deps.fetch).toHaveBeenCalled());
  expect(settled).toBeUndefined();
  answer(new Response(JSON.stringify(GERMANY)));
  await vi.waitFor(() => expect(settled).toBe('resolved'));
});

test('privacySettled says failed when the lookup fails, and stops waiting on abort', async () => {
  const { deps } = testDeps({ fetch: geoAnswering({}, 502) });
  initPrivacy(enabled(), deps);
  expect(await privacySettled(privacyStores().privacyStatus)).toBe('failed');

  initPrivacy(enabled(), testDeps({ fetch: vi.fn(() => new Promise<Response>(() => {})) }).deps);
  expect(await privacySettled(privacyStores().privacyStatus, AbortSignal.abort())).toBe('pending');
});

test('the consent gate: open where privacy does not apply or the listener did not opt out, shut when opted out', async () => {
  await startPrivacy(enabled(), testDeps({ fetch: geoAnswering(GERMANY) }).deps);
  expect(await consentGateOn(privacyStores().usPrivacyMode)('share')).toBe(true);
  await startPrivacy(enabled(), testDeps({ fetch: geoAnswering(CALIFORNIA) }).deps);
  expect(await consentGateOn(privacyStores().usPrivacyMode)('share')).toBe(true);
  await startPrivacy(enabled(), testDeps({ fetch: geoAnswering(CALIFORNIA), navigator: { globalPrivacyControl: true } }).deps);
  expect(await consentGateOn(privacyStores().usPrivacyMode)('share')).toBe(false);
});

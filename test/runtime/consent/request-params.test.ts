// The host's answers on the requests other than the stream (issue 18 §2): the ad request and the
// cookie-sync call carry gdpr / gdpr_consent / gpp_sid, and the ad is non-personalised without
// purposes 1–4 for the ad gateway's vendor.
import { afterEach, describe, expect, it } from 'vitest';
import { adRequestUrl, type AdRequestInput } from '../../../runtime/features/ads/ad-request-url';
import { $hostConsent, type HostConsent } from '../../../runtime/features/consent/public/host-consent';
import { mergedPrivacyParams } from '../../../runtime/features/consent/host-signals';
import { hostAllows } from '../../../runtime/features/consent/tcf-rules';
import { readTcString } from '../../../runtime/features/consent/tcf-decode';
import { cookieSyncUrl } from '../../../runtime/features/targeting/cookie-sync/cookie-sync-request';
import { tcString } from './tc-strings';

const GATEWAY_VENDOR = 3;

/** The store as ask-host.ts leaves it after the host's TCF CMP answered. */
function hostAnswered(choice: Parameters<typeof tcString>[0]): string {
  const string = tcString(choice);
  const host: HostConsent = { status: 'answered', tcf: readTcString(string) };
  host.allows = (purpose, vendorId) => hostAllows(host, purpose, vendorId);
  host.params = (own) => mergedPrivacyParams(own, host);
  $hostConsent.set(host);
  return string;
}

afterEach(() => $hostConsent.set({ status: 'none' }));

const ad: AdRequestInput = {
  gateway: { url: 'https://gw.example', proxy: '', vendorId: GATEWAY_VENDOR } as AdRequestInput['gateway'],
  stationId: 42,
  deviceId: 'device-1',
  usPrivacy: '1---',
  gpp: '',
  optedOut: false,
  cacheBuster: '1',
};

describe('the ad request and cookie sync carry the host\u2019s consent', () => {
  it('ad request: gdpr=1, gdpr_consent, personalised with purposes 1–4 and the gateway vendor\u2019s consent', () => {
    const string = hostAnswered({ purposes: [1, 2, 3, 4], vendors: [GATEWAY_VENDOR] });
    const url = new URL(adRequestUrl(ad));
    expect(url.searchParams.get('gdpr')).toBe('1');
    expect(url.searchParams.get('gdpr_consent')).toBe(string);
    expect(url.searchParams.get('uuid')).toBe('device-1');
    expect(url.searchParams.get('npa')).toBeNull();
  });

  it('ad request: without the vendor\u2019s consent it is non-personalised (npa=1, no device id)', () => {
    hostAnswered({ purposes: [1, 2, 3, 4], vendors: [1] });
    const url = new URL(adRequestUrl(ad));
    expect(url.searchParams.get('npa')).toBe('1');
    expect(url.searchParams.get('uuid')).toBeNull();
  });

  it('no host CMP: the ad request is as before (no gdpr parameters)', () => {
    const url = new URL(adRequestUrl(ad));
    expect([...url.searchParams.keys()]).toEqual(['sid', 'uuid', 'us_privacy', 'cb']);
  });

  it('cookie sync: the call carries gdpr and gdpr_consent next to us_privacy and gpp', () => {
    const string = hostAnswered({ purposes: [1, 2, 3, 4], vendors: [GATEWAY_VENDOR] });
    const url = new URL(cookieSyncUrl({ url: 'https://sync.example/s', partnerKey: 'k' }, { usPrivacy: '1---', gpp: '' }, [42]));
    expect(url.searchParams.get('gdpr')).toBe('1');
    expect(url.searchParams.get('gdpr_consent')).toBe(string);
    expect(url.searchParams.get('us_privacy')).toBe('1---');
  });
});

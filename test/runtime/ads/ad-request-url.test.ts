import { describe, expect, it } from 'vitest';
import { adRequestUrl, type AdRequestInput } from '../../../runtime/features/ads/ad-request-url';
import { mustNotPersonalise } from '../../../runtime/features/ads/personalisation';
import { UsPrivacyMode } from '../../../runtime/features/privacy/public/mode';

const input: AdRequestInput = {
  gateway: { url: 'https://gw.example', proxy: '' },
  stationId: 42,
  deviceId: '3f0c2a4e-0000-4000-8000-000000000001',
  usPrivacy: '1YNY',
  gpp: 'DBABLA~BVQqAAAAAgA',
  optedOut: false,
  cacheBuster: '1700000000000',
};

describe('adRequestUrl', () => {
  it('asks {gateway}/getmediavast.php with the documented parameters', () => {
    expect(adRequestUrl(input)).toBe(
      'https://gw.example/getmediavast.php?sid=42&uuid=3f0c2a4e-0000-4000-8000-000000000001&us_privacy=1YNY&gpp=DBABLA%7EBVQqAAAAAgA&cb=1700000000000',
    );
  });

  it('keeps the gateway path and query', () => {
    const url = new URL(adRequestUrl({ ...input, gateway: { url: 'https://gw.example/v2/?key=abc', proxy: '' } }));
    expect(url.pathname).toBe('/v2/getmediavast.php');
    expect(url.searchParams.get('key')).toBe('abc');
  });

  it('leaves the device id out and adds npa=1 for an opted-out listener', () => {
    const url = new URL(adRequestUrl({ ...input, usPrivacy: '1YYY', optedOut: true }));
    expect(url.searchParams.has('uuid')).toBe(false);
    expect(url.searchParams.get('npa')).toBe('1');
  });

  it('leaves empty privacy strings out', () => {
    const url = new URL(adRequestUrl({ ...input, usPrivacy: '', gpp: '' }));
    expect([...url.searchParams.keys()]).toEqual(['sid', 'uuid', 'cb']);
  });

  it('hands the whole request to the proxy when one is set', () => {
    const url = new URL(adRequestUrl({ ...input, gateway: { url: 'https://gw.example', proxy: 'https://radio.example/adproxy' } }));
    expect(url.origin + url.pathname).toBe('https://radio.example/adproxy');
    expect(url.searchParams.get('url')).toBe(adRequestUrl(input));
  });
});

describe('mustNotPersonalise', () => {
  it.each([
    ['1YYY', UsPrivacyMode.APPLICABLE_OPTED_OUT, true, true],
    ['1YYY', UsPrivacyMode.UNRESOLVED, true, true],
    ['1YNY', UsPrivacyMode.APPLICABLE_NOT_OPTED_OUT, true, false],
    ['1---', UsPrivacyMode.NOT_APPLICABLE, false, false],
    // A privacy-enabled station whose privacy could not resolve: fail closed.
    ['', UsPrivacyMode.UNRESOLVED, true, true],
    ['', UsPrivacyMode.UNRESOLVED, false, false],
  ] as const)('us_privacy %j, mode %s, privacy on %s → %s', (usPrivacy, mode, enabled, expected) => {
    expect(mustNotPersonalise({ usPrivacy, gpp: '' }, mode, enabled)).toBe(expected);
  });
});

// The partners the dialog asks for: the vendor ids the station's enabled integrations name, its
// cookie sync and ad gateway, and privacy.vendorList.vendorIds; once each, in order.
import { describe, expect, it } from 'vitest';
import type { EmbedConfig } from '../../../runtime/config/embed-config';
import { stationVendorIds } from '../../../runtime/features/eu-consent/station-vendors';
import { consentLanguageOf } from '../../../runtime/features/eu-consent/vendor-list';

describe('stationVendorIds', () => {
  it('takes enabled integrations, cookie sync, the ad gateway and the extra ids; skips disabled ones', () => {
    const config = {
      tracking: { piwik: { enabled: true, vendorId: 1001 }, google: { enabled: false, vendorId: 755 }, quantcast: { enabled: true } },
      targeting: { wopd: { enabled: true, vendorId: 755 } },
      services: { cookieSync: { vendorId: 32 } },
      ads: { gateway: { vendorId: 755 } },
      privacy: { vendorList: { vendorIds: [9, 1001] } },
    } as unknown as EmbedConfig;
    expect(stationVendorIds(config)).toEqual([9, 32, 755, 1001]);
  });
});

describe('consentLanguageOf', () => {
  it('the first language the IAB translates: the player\u2019s (Portuguese as PT-PT), then the station\u2019s, else English', () => {
    expect(consentLanguageOf(['de', 'FR'])).toBe('DE');
    expect(consentLanguageOf(['pt', 'FR'])).toBe('PT-PT');
    expect(consentLanguageOf(['he', 'FR'])).toBe('HE');
    expect(consentLanguageOf(['xx', 'FR'])).toBe('FR');
    expect(consentLanguageOf(['xx', undefined])).toBe('EN');
  });
});

import * as z from 'zod';
import { AD_BANNER_DEFAULTS } from '../service-defaults';
import { externalId } from './text';
import { optionalCspHostUrl, optionalHttpUrl } from './url';
import { vendorId } from './consent';

/** The full player's ad fields (spec §3): accepted and kept, unused by the minimal player. */
const fullPlayerOnly = {
  amazon: z.looseObject({ useBuyLinks: z.boolean().optional(), amazonId: externalId }).optional(),
  googleAdSense: z.looseObject({ enabled: z.boolean().optional(), script: z.string().optional() }).optional(),
  a2x: z.looseObject({ enabled: z.boolean().optional() }).optional(),
  admeta: z.looseObject({ enabled: z.boolean().optional(), placement_id: externalId }).optional(),
};

/**
 * `ads` (spec §3 "ads": gateway {url, proxy}, banner {url, frequency, layout}). The section is
 * optional: a station without it loads no ad code at all. Each URL may be '' (the legacy service's
 * "not set"), which turns that part off. Details: docs/ads.md.
 */
export const adsSection = z
  .looseObject({
    gateway: z
      .looseObject({
        url: optionalHttpUrl.meta({ description: 'Ad gateway: the first Play asks GET {url}/getmediavast.php for a VAST pre-roll. "" = no pre-roll.' }),
        proxy: optionalHttpUrl.meta({ description: 'Optional first-party proxy for the VAST request: GET {proxy}?url={encoded gateway request}.' }),
        vendorId,
      })
      .prefault({}),
    banner: z
      .looseObject({
        url: optionalCspHostUrl.meta({ description: 'Banner page shown in an iframe of the layout size. "" = no banner.' }),
        frequency: z.int().min(0).default(AD_BANNER_DEFAULTS.frequency).meta({ description: 'Refresh every N seconds; 0 = never (spec §9).' }),
        layout: z
          .string()
          .trim()
          .regex(/^\d{2,4}x\d{2,4}$/)
          .default(AD_BANNER_DEFAULTS.layout)
          .meta({ description: 'WIDTHxHEIGHT in CSS pixels (spec §9: 728x90).' }),
      })
      .prefault({}),
    ...fullPlayerOnly,
  })
  .meta({ description: 'Ads: a VAST pre-roll through the ad gateway, in-stream ad-break companions, a banner (docs/ads.md).' });

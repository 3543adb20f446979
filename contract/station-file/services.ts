import * as z from 'zod';
import { STATION_DEFAULTS } from './defaults';
import { SERVICE_DEFAULTS } from '../service-defaults';
import { externalId, text } from './text';
import { cspHostUrl, httpUrl, urlOrPath } from './url';
import { vendorId } from './consent';

/** One vendor URL setting (`{ "<key>": "https://…" }`), the object optional as a whole. */
const urlSetting = <K extends string>(key: K, description: string, url: typeof httpUrl = httpUrl) =>
  z.looseObject({ [key]: url.meta({ description }) } as Record<K, typeof httpUrl>).optional();

/**
 * The outside services the runtime calls (station-config.md, "Services"; docs/tracking.md and
 * docs/privacy.md for the ones integrations added). Set once in radio-embed.config.json and
 * overridable per station; each one is optional.
 */
export const servicesSchema = z
  .looseObject({
    geo: z
      .looseObject({ url: httpUrl, v2: z.boolean().default(SERVICE_DEFAULTS.geo.v2) })
      .optional()
      .meta({ description: 'Geo lookup: GET {url}/geo (or /geo/v2). Needed by privacy.enabled.' }),
    imageProxy: z.looseObject({ url: httpUrl, enabled: z.boolean().default(SERVICE_DEFAULTS.imageProxy.enabled) }).optional(),
    userMatching: z.looseObject({ url: httpUrl, publisherId: externalId }).optional(),
    // The pixel gets `?redirect={sync.url}/sync/a2x/@UUID@/{uid}`.
    userRegistration: urlSetting('url', 'a2x user-registration pixel URL'),
    sync: z.looseObject({ url: httpUrl }).optional(),
    cookieSync: z
      .looseObject({
        url: httpUrl,
        partnerKey: text,
        endpoint: z.string().default(SERVICE_DEFAULTS.cookieSync.endpoint),
        timeoutMs: z.int().min(0).default(SERVICE_DEFAULTS.cookieSync.timeoutMs),
        vendorId,
      })
      .optional(),
    // Vendor URL overrides (self-hosting, tests); unset, the vendors' own (contract/integrations.ts).
    // Their hosts go into the page's script-src: checked by the CSP grammar as well.
    piwik: urlSetting('trackerUrl', 'Matomo server: {trackerUrl}matomo.js and matomo.php', cspHostUrl),
    google: urlSetting('scriptUrl', 'gtag.js override (self-hosting)', cspHostUrl),
    nielsen: urlSetting('sdkUrl', 'Nielsen SDK override', cspHostUrl),
    quantcast: urlSetting('pixelUrl', 'Quantcast pixel base override'),
    privacyNoticeUrl: urlOrPath.default(STATION_DEFAULTS.services.privacyNoticeUrl),
  })
  .meta({ description: 'Outside services the player calls; shared in radio-embed.config.json, overridable per station.' });

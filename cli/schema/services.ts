import * as z from 'zod';
import { externalId, text } from './text';
import { httpUrl, urlOrPath } from './url';

/**
 * The outside services the runtime calls (station-config.md, "Services"). Set once in
 * radio-embed.config.json and overridable per station; each one is optional.
 */
export const servicesSchema = z.looseObject({
  geo: z.looseObject({ url: httpUrl, v2: z.boolean().default(false) }).optional(),
  imageProxy: z.looseObject({ url: httpUrl, enabled: z.boolean().default(false) }).optional(),
  userMatching: z.looseObject({ url: httpUrl, publisherId: externalId }).optional(),
  sync: z.looseObject({ url: httpUrl }).optional(),
  cookieSync: z
    .looseObject({
      url: httpUrl,
      partnerKey: text,
      endpoint: z.string().default('us-west'),
      timeoutMs: z.int().min(0).default(1000),
    })
    .optional(),
  privacyNoticeUrl: urlOrPath.default('/privacy_notice'),
});

import * as z from 'zod';
import { externalId, text } from './text';
import { vendorId } from './consent';

const enabled = z.boolean().default(false);

/** `tracking`: the four analytics integrations, all off by default (spec §3). */
export const trackingSection = z.looseObject({
  google: z.looseObject({ enabled, gacode: externalId, vendorId }).prefault({}),
  piwik: z.looseObject({ enabled, domains: z.array(z.string()).default([]), siteid: externalId, vendorId }).prefault({}),
  quantcast: z.looseObject({ enabled, label: text, pcode: externalId, vendorId }).prefault({}),
  nielsen: z.looseObject({ enabled, appid: externalId, sfcode: externalId, vendorId }).prefault({}),
});

import * as z from 'zod';
import { externalId, text } from './text';

const enabled = z.boolean().default(false);

/** `tracking`: the four analytics integrations, all off by default (spec §3). */
export const trackingSection = z.looseObject({
  google: z.looseObject({ enabled, gacode: externalId }).prefault({}),
  piwik: z.looseObject({ enabled, domains: z.array(z.string()).default([]), siteid: externalId }).prefault({}),
  quantcast: z.looseObject({ enabled, label: text, pcode: externalId }).prefault({}),
  nielsen: z.looseObject({ enabled, appid: externalId, sfcode: externalId }).prefault({}),
});

import * as z from 'zod';
import { STATION_DEFAULTS } from './defaults';
import { externalId, text } from './text';
import { vendorId } from './consent';

const defaults = STATION_DEFAULTS.tracking;
const enabled = (vendor: keyof typeof defaults) => z.boolean().default(defaults[vendor].enabled);

/** `tracking`: the four analytics integrations, all off by default (spec §3). */
export const trackingSection = z.looseObject({
  google: z.looseObject({ enabled: enabled('google'), gacode: externalId, vendorId }).prefault({}),
  piwik: z.looseObject({ enabled: enabled('piwik'), domains: z.array(z.string()).default(() => [...defaults.piwik.domains]), siteid: externalId, vendorId }).prefault({}),
  quantcast: z.looseObject({ enabled: enabled('quantcast'), label: text, pcode: externalId, vendorId }).prefault({}),
  nielsen: z.looseObject({ enabled: enabled('nielsen'), appid: externalId, sfcode: externalId, vendorId }).prefault({}),
});

import * as z from 'zod';
import { STATION_DEFAULTS } from './defaults';
import { externalId } from './text';
import { vendorId } from './consent';

const defaults = STATION_DEFAULTS.targeting;

/** `targeting` (minimal player): user matching (wopd) and user registration (a2x), off by default. */
export const targetingSection = z.looseObject({
  wopd: z.looseObject({ enabled: z.boolean().default(defaults.wopd.enabled), placement_id: externalId, vendorId }).prefault({}),
  a2x: z.looseObject({ enabled: z.boolean().default(defaults.a2x.enabled), vendorId }).prefault({}),
});

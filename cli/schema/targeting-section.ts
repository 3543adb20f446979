import * as z from 'zod';
import { externalId } from './text';
import { vendorId } from './consent';

const enabled = z.boolean().default(false);

/** `targeting` (minimal player): user matching (wopd) and user registration (a2x), off by default. */
export const targetingSection = z.looseObject({
  wopd: z.looseObject({ enabled, placement_id: externalId, vendorId }).prefault({}),
  a2x: z.looseObject({ enabled, vendorId }).prefault({}),
});

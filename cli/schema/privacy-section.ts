import * as z from 'zod';
import { issueParams } from './url';

/** A US state code; upper-cased in the embed config. */
const region = z
  .string()
  .trim()
  .refine((v) => /^[a-z]{2}$/i.test(v), issueParams('NOT_A_REGION'));

/** `privacy`: US privacy notices; off by default, California, re-prompt after a year (spec §3, §9). */
export const privacySection = z.looseObject({
  enabled: z.boolean().default(false),
  regions: z.array(region).default(() => ['CA']),
  repromptAfterDays: z.int().min(1).default(365),
});

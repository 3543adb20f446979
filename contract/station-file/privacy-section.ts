import * as z from 'zod';
import { copyStationDefault, STATION_DEFAULTS } from './defaults';
import { PRIVACY_LAW_REGIONS } from '../privacy-regions';
import { issueParams } from './url';
import { vendorListSection } from './consent';

/**
 * A US state with a privacy law the runtime knows (contract/privacy-regions.ts), in any letter
 * case; the embed config upper-cases it. Editors are offered the upper-case codes.
 */
const region = z
  .string()
  .trim()
  .refine((v) => PRIVACY_LAW_REGIONS.includes(v.toUpperCase()), issueParams('NOT_A_REGION'))
  .meta({ enum: [...PRIVACY_LAW_REGIONS] });

const defaults = STATION_DEFAULTS.privacy;

/** `privacy`: US privacy notices; off by default, California, re-prompt after a year (spec §3, §9). */
export const privacySection = z
  .looseObject({
    enabled: z.boolean().default(defaults.enabled),
    regions: z.array(region).default(() => copyStationDefault('privacy').regions),
    repromptAfterDays: z.int().min(1).default(defaults.repromptAfterDays),
    vendorList: vendorListSection,
  })
  .meta({ description: 'US privacy notices (needs services.geo.url when enabled).' });

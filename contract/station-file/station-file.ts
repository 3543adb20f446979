import * as z from 'zod';
import { adsSection } from './ads';
import { dataSection } from './data-section';
import { menuitemsSection } from './menuitems-section';
import { metadataSection } from './metadata-section';
import { privacySection } from './privacy-section';
import { servicesSchema } from './services';
import { socialSection } from './social-section';
import { stationSection } from './station-section';
import { targetingSection } from './targeting-section';
import { trackingSection } from './tracking-section';
import { uiSection } from './ui-section';

/**
 * A whole station file (station-config.md) with the spec's defaults. Unknown keys are kept
 * (loose objects) and reported as warnings elsewhere.
 */
export const stationFileSchema = z.looseObject({
  $schema: z.string().optional(),
  station: stationSection,
  data: dataSection.prefault({}),
  metadata: metadataSection.prefault({}),
  ui: uiSection.prefault({}),
  social: socialSection.prefault({}),
  tracking: trackingSection.prefault({}),
  targeting: targetingSection.prefault({}),
  privacy: privacySection.prefault({}),
  menuitems: menuitemsSection,
  ads: adsSection.optional(),
  services: servicesSchema.prefault({}),
});

export type StationFile = z.output<typeof stationFileSchema>;

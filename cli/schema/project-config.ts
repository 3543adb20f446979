import * as z from 'zod';
import { cspSettingsSchema } from './csp-settings';
import { servicesSchema } from './services';
import { optionalHttpUrl } from './url';

/**
 * radio-embed.config.json: settings shared by every station. `defaults` may hold any station
 * section; it is merged under each station and checked there, with the problems pointing back
 * to this file.
 */
export const projectConfigSchema = z.looseObject({
  $schema: z.string().optional(),
  /** Where dist/ is published; without a trailing slash. */
  publicUrl: optionalHttpUrl.transform((url) => url.replace(/\/+$/, '')),
  services: servicesSchema.prefault({}),
  defaults: z.record(z.string(), z.unknown()).default({}),
  csp: cspSettingsSchema.prefault({}),
});

export type ProjectConfig = z.output<typeof projectConfigSchema>;

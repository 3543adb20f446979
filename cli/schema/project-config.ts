import * as z from 'zod';
import { cspSettingsSchema } from './csp-settings';
import { servicesSchema } from '../../contract/station-file/services';
import { issueParams, optionalHttpUrl } from '../../contract/station-file/url';

/**
 * radio-embed.config.json: settings shared by every station. `defaults` may hold any station
 * section; it is merged under each station and checked there, with the problems pointing back
 * to this file.
 */
export const projectConfigSchema = z.looseObject({
  $schema: z.string().optional(),
  /**
   * Where dist/ is published; without a trailing slash. Pages, snippets and share links are made
   * by appending `/<id>/`, so a query, a fragment or credentials would break every one of them.
   */
  publicUrl: optionalHttpUrl
    .refine((url) => url === '' || isPublishingBase(url), issueParams('NOT_A_PUBLISHING_BASE'))
    .transform((url) => url.replace(/\/+$/, '')),
  services: servicesSchema.prefault({}),
  defaults: z.record(z.string(), z.unknown()).default({}),
  csp: cspSettingsSchema.prefault({}),
});

// Only for a valid http(s) URL: anything else is reported once, as "must be an http(s) URL".
export function isPublishingBase(value: string): boolean {
  if (!URL.canParse(value)) return true;
  const url = new URL(value);
  return !url.search && !url.hash && !value.includes('?') && !value.includes('#') && !url.username && !url.password;
}

export type ProjectConfig = z.output<typeof projectConfigSchema>;

import * as z from 'zod';
import { text } from './text';
import { optionalHttpUrl } from './url';

/** `station`: who the station is (spec §3). `sid` must also equal the file's id (checked later). */
export const stationSection = z.looseObject({
  sid: z.int().min(1),
  title: z.string().trim().min(1),
  name: text,
  code: text,
  logo: optionalHttpUrl,
  /** The station website, linked from the share overlay. */
  logoLink: optionalHttpUrl,
  v7_enable_native_app_install: z.boolean().default(true),
});

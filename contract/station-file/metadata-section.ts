import * as z from 'zod';
import { STATION_DEFAULTS } from './defaults';
import { optionalHttpUrl } from './url';

/** An Icecast mount as its status page lists it: a URL path, no spaces, no query. */
const MOUNT_PATH = /^\/[A-Za-z0-9._~!$&'()*+,;=:@%/-]{1,200}$/;

/**
 * Where the now-playing track comes from (station-config.md): the stream's own ID3/ICY, an Icecast
 * status page, a now-playing service, or nowhere.
 */
export const METADATA_SOURCES = ['stream', 'icecast', 'nowplaying', 'none'] as const;

const defaults = STATION_DEFAULTS.metadata;

/** `metadata`: where the now-playing track comes from, and how often it is polled. */
export const metadataSection = z
  .looseObject({
    source: z.enum(METADATA_SOURCES).default(defaults.source),
    url: optionalHttpUrl,
    // Polling faster than once a second only loads the status server; 10 s is the default.
    intervalMs: z.int().min(1000).default(defaults.intervalMs),
    // For `icecast` behind a proxy with several mounts, where the stream URL's path does not name
    // the mount: Icecast's own mount path, as its status page lists it.
    mount: z
      .string()
      .refine((mount) => MOUNT_PATH.test(mount), { params: { code: 'NOT_A_MOUNT' } })
      .optional(),
  })
  .superRefine((metadata, ctx) => {
    if ((metadata.source === 'icecast' || metadata.source === 'nowplaying') && metadata.url === '') {
      ctx.addIssue({ code: 'custom', path: ['url'], message: '', params: { code: 'URL_REQUIRED_FOR_SOURCE', source: metadata.source } });
    }
  });

import * as z from 'zod';
import { optionalHttpUrl } from './url';

export const METADATA_SOURCES = ['stream', 'icecast', 'nowplaying', 'none'] as const;

/** `metadata`: where the now-playing track comes from, and how often it is polled. */
export const metadataSection = z
  .looseObject({
    source: z.enum(METADATA_SOURCES).default('stream'),
    url: optionalHttpUrl,
    // Polling faster than once a second only loads the status server; 10 s is the default.
    intervalMs: z.int().min(1000).default(10000),
  })
  .superRefine((metadata, ctx) => {
    if ((metadata.source === 'icecast' || metadata.source === 'nowplaying') && metadata.url === '') {
      ctx.addIssue({ code: 'custom', path: ['url'], message: '', params: { code: 'URL_REQUIRED_FOR_SOURCE', source: metadata.source } });
    }
  });

import * as z from 'zod';
import { STATION_DEFAULTS } from './defaults';
import { issueParams, optionalHttpUrl, streamUrl } from './url';

/** The spec's default stream id (§3, §9). */
export const DEFAULT_STREAM_ID = STATION_DEFAULTS.data.stream_id;

/**
 * `data`: the stream sources (HLS, AAC, MP3) and stream facts. Placeholders are dropped here, so
 * the validated station only holds sources the runtime can use; at least one must remain.
 */
export const dataSection = z
  .looseObject({
    audioHls: streamUrl,
    audioFlash: streamUrl,
    audioHtml: streamUrl,
    stream_id: z.int().min(1).default(DEFAULT_STREAM_ID),
    // The track-enrichment service's base URL (album art); '' none.
    enrichment: optionalHttpUrl,
    // Which player plays HLS in browsers that have their own (docs/engine.md "Which HLS player"):
    // absent or "auto" = the browser's, unless it keeps every second played (then hls.js);
    // "native" = the browser's always; "hls.js" = hls.js there too, except in Apple's WebKit.
    hlsPlayer: z.enum(['auto', 'native', 'hls.js']).optional(),
    // Each source's bitrate in kbit/s (docs/listening.md "Data saver"): where the browser asks to
    // save data, the player prefers the lowest.
    bitrates: z
      .object({ audioHls: z.int().min(1).optional(), audioFlash: z.int().min(1).optional(), audioHtml: z.int().min(1).optional() })
      .optional(),
    // The spec's credentials flag (§3 enableXhrCredentials): stream requests carry cookies.
    withCredentials: z.boolean().default(STATION_DEFAULTS.data.withCredentials),
    // Legacy fields of the spec (§3) that this player does not use; declared so they are not
    // reported as unknown keys.
    pubnubSubscribeKey: z.unknown().optional(),
    vote: z.unknown().optional(),
    v6_redirect_type: z.unknown().optional(),
    v6_redirect_url: z.unknown().optional(),
    v6_global_redirect_type: z.unknown().optional(),
  })
  .refine((data) => Boolean(data.audioHls || data.audioFlash || data.audioHtml), issueParams('NO_STREAM'));

import { lazy } from '../lib/lazy';

/**
 * hls.js and its transport: one lazy chunk, fetched once (a failed download is tried again on the
 * next Play). Only where HLS needs it: no native HLS (Firefox), a station that asks for it, or a
 * native player seen keeping everything (held-audio).
 */
export const loadHls = lazy(() => import('./hls-transport'));

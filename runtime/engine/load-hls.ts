import type { Transport } from './types';

let chunk: Promise<{ hlsTransport: Transport }> | undefined;

/**
 * hls.js and its transport: one lazy chunk, fetched once. Only where HLS needs it: no native HLS
 * (Firefox), a station that asks for it, or a native player seen keeping everything (held-audio).
 */
export function loadHls(): Promise<{ hlsTransport: Transport }> {
  chunk ??= import('./hls-transport').catch((error: unknown) => {
    chunk = undefined; // a failed download is tried again on the next Play
    throw error;
  });
  return chunk;
}

import type { TypedSource } from '../engine/types';
import { safeStorage } from '../lib/safe-storage';

// One key per HLS stream (the URL without its per-listener query): embeds of several stations
// share the CDN's origin, and so its localStorage.
const keyOf = (url: string): string => `hlsPlayer:${url.split('?')[0]}`;
const storage = safeStorage(() => globalThis.localStorage);

/**
 * Whether this device has seen the browser's own HLS player keep every second of this stream
 * (create-engine's `onNativeHlsHoarding`): it then starts with hls.js, with no gap half a minute
 * in. A technical preference about the stream, not about the listener; false where storage is
 * blocked.
 */
export function rememberedHlsJs(url: string | undefined): boolean {
  return !!url && storage.get(keyOf(url)) === 'hls.js';
}

export function rememberHlsJs(source: TypedSource): void {
  // Blocked storage: the next page switches again, half a minute in.
  storage.set(keyOf(source.url), 'hls.js');
}

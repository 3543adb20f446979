import type { TypedSource } from '../engine/types';

// One key per HLS stream (the URL without its per-listener query): embeds of several stations
// share the CDN's origin, and so its localStorage.
const keyOf = (url: string): string => `hlsPlayer:${url.split('?')[0]}`;

/**
 * Whether this device has seen the browser's own HLS player keep every second of this stream
 * (create-engine's `onNativeHlsHoarding`): it then starts with hls.js, with no gap half a minute
 * in. A technical preference about the stream, not about the listener; false where storage is
 * blocked.
 */
export function rememberedHlsJs(url: string | undefined): boolean {
  if (!url) return false;
  try {
    return globalThis.localStorage?.getItem(keyOf(url)) === 'hls.js';
  } catch {
    return false;
  }
}

export function rememberHlsJs(source: TypedSource): void {
  try {
    globalThis.localStorage?.setItem(keyOf(source.url), 'hls.js');
  } catch {
    // Blocked storage: the next page switches again, half a minute in.
  }
}

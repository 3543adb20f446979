import type { Transport } from './types';

let chunk: Promise<{ hlsTransport: Transport }> | undefined;
let prefetching = false;

/** hls.js and its transport: one lazy chunk, fetched once, never where HLS plays natively. */
export function loadHls(): Promise<{ hlsTransport: Transport }> {
  chunk ??= import('./hls-transport').catch((error: unknown) => {
    chunk = undefined; // a failed download is tried again on the next Play
    throw error;
  });
  return chunk;
}

const INTENT = ['pointerenter', 'pointerdown', 'focusin'] as const;

/**
 * Fetches hls.js ahead of the click that needs it, on the first sign of intent (the pointer on
 * the player, a touch, keyboard focus) or when the browser is idle, whichever comes first, so it
 * does not delay the start. Called only where a station's first source needs hls.js.
 */
export function prefetchHls(media: HTMLMediaElement): void {
  if (prefetching) return;
  prefetching = true;
  const player = media.parentElement ?? media;
  const go = (): void => {
    for (const type of INTENT) player.removeEventListener(type, go);
    loadHls().catch(() => {});
  };
  for (const type of INTENT) player.addEventListener(type, go, { passive: true });
  if ('requestIdleCallback' in globalThis) requestIdleCallback(go, { timeout: 5000 });
}

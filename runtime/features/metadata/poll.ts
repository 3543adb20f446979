import { log } from '../../lib/logger';

/**
 * Reads `url` now and then every `intervalMs`, handing each 2xx body to `onBody` (spec §8: other
 * statuses are failures). A failure is logged and the next tick tries again; the previous track
 * stays on screen meanwhile. No request while the page is hidden (nobody reads the screen).
 * Returns the teardown: no timer and no request outlive it.
 */
export function poll(url: string, intervalMs: number, onBody: (body: string) => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let controller: AbortController | undefined;
  let stopped = false;

  const tick = async (): Promise<void> => {
    if (!globalThis.document?.hidden) {
      controller = new AbortController();
      try {
        const response = await fetch(url, { cache: 'no-store', signal: controller.signal });
        if (!response.ok) throw new Error(`HTTP ${response.status}`);
        const body = await response.text();
        if (!stopped) onBody(body);
      } catch (error) {
        if (!stopped) log.warn(`Unable to read the now-playing track from ${url}`, error);
      }
    }
    if (!stopped) timer = setTimeout(tick, intervalMs);
  };
  void tick();

  return () => {
    stopped = true;
    clearTimeout(timer);
    controller?.abort();
  };
}

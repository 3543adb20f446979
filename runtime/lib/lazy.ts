import { log as runtimeLog, type Logger } from './logger';

/**
 * A lazily loaded part of the player: `const chunk = lazy(() => import('./body'))`, then
 * `chunk()` wherever it is needed. The first call starts the download; every call until it
 * settles, and every call after it loaded, gets the same promise, so the code is fetched and
 * evaluated once. A failed download is logged and passed on (the caller decides what the player
 * does without it), and forgotten, so the next call tries again: a network blip does not disable
 * a feature for the rest of the page.
 */
export function lazy<T>(load: () => Promise<T>, log: Logger = runtimeLog): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      log.error('Unable to load a part of the player', error);
      throw error;
    }));
}

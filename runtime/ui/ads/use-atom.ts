import type { ReadableAtom } from 'nanostores';
import { useSyncExternalStore } from 'react';

/**
 * A store's current value, re-rendering on change: ui/use-store.ts again, kept here so the ads
 * chunk imports no first-load module it can do without (runtime/ads/player-stores.ts says why).
 */
export function useAtom<T>(store: ReadableAtom<T>): T {
  return useSyncExternalStore(store.listen, store.get);
}

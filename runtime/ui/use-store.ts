import type { ReadableAtom } from 'nanostores';
import { useSyncExternalStore } from 'react';

/**
 * A store's current value; the component re-renders when it changes. Replaces @nanostores/preact
 * (not installed) with the hook preact/compat already ships. `listen` and `get` never use `this`
 * and are stable per store, so the subscription is made once.
 */
export function useStore<T>(store: ReadableAtom<T>): T {
  return useSyncExternalStore(store.listen, store.get);
}

import type { ReadableAtom } from 'nanostores';
import { useSyncExternalStore } from 'react';

/** A store's current value; the component re-renders when it changes. */
export function useStore<T>(store: ReadableAtom<T>): T {
  return useSyncExternalStore(
    (onChange) => store.listen(() => onChange()),
    () => store.get(),
  );
}

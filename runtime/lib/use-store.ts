import { useLayoutEffect, useState } from 'preact/hooks';

/**
 * A store's current value; the component re-renders when it changes. Written on preact's own
 * hooks rather than preact/compat's useSyncExternalStore, so the first load carries no
 * preact/compat (about 1.3 KB gzip): only lazy chunks (privacy, share, ads) bring it.
 * The subscription is made in the commit, before anything can paint; a change between this
 * render and the subscription is caught by comparing with the value this render used.
 */
export function useStore<T>(store: { get(): T; listen(listener: () => void): () => void }): T {
  const value = store.get();
  const [, rerender] = useState(0);
  useLayoutEffect(() => {
    const changed = (): void => rerender((n) => n + 1);
    if (store.get() !== value) changed();
    return store.listen(changed);
    // One subscription per store; `value` is only this first render's, for the check above.
  }, [store]);
  return value;
}

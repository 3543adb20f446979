/**
 * Hears each failure: what the browser threw, or `undefined` when the getter gave no storage at
 * all (not a browser, or a test that passes none). A caller that words get and set failures
 * differently makes one wrapper for each.
 */
export type StorageFailureHandler = (error: unknown) => void;

/**
 * localStorage or sessionStorage that never throws. Web storage throws in more places than it
 * seems: merely reading `window.localStorage` throws a SecurityError in a sandboxed frame and
 * where the browser blocks third-party storage, and a write throws when the quota is full. The
 * player carries on without it, so every call here answers instead: `get` gives null when nothing
 * is stored or nothing can be read, `set` and `remove` say whether the change held — the privacy
 * layer must know that an opt-out could not be saved.
 */
export interface SafeStorage {
  get(key: string): string | null;
  set(key: string, value: string): boolean;
  remove(key: string): boolean;
}

/**
 * `storage` is a getter, called on every use, because reading the global itself is what throws;
 * `onFailure` hears each failure (see StorageFailureHandler).
 */
export function safeStorage(storage: () => Storage | null | undefined, onFailure: StorageFailureHandler = () => {}): SafeStorage {
  const attempt = <T>(use: (store: Storage) => T, failed: T): T => {
    let error: unknown;
    try {
      const store = storage();
      if (store) return use(store);
    } catch (thrown) {
      error = thrown;
    }
    onFailure(error);
    return failed;
  };
  return {
    get: (key) => attempt((store) => store.getItem(key), null),
    set: (key, value) => attempt((store) => (store.setItem(key, value), true), false),
    remove: (key) => attempt((store) => (store.removeItem(key), true), false),
  };
}

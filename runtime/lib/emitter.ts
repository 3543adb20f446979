import type { Teardown } from './teardown';

/**
 * A typed event emitter: `on('volume_change', ({ volume }) => …)` checks the name and payload.
 * `on()` returns its own unsubscribe, so a listener never has to be kept around just to be removed.
 */
export interface Emitter<M> {
  on<K extends keyof M>(event: K, handler: (payload: M[K]) => void): Teardown;
  off<K extends keyof M>(event: K, handler: (payload: M[K]) => void): void;
  emit<K extends keyof M>(event: K, ...payload: M[K] extends void ? [] : [M[K]]): void;
  /** Drops every handler (destroy). */
  clear(): void;
}

/**
 * Handlers run in the order they were added. A handler that throws does not stop the others nor
 * the emitter's caller: the exception goes to `onHandlerError` (the engine re-emits it as `error`,
 * tracking logs it).
 */
export function createEmitter<M>(onHandlerError: (error: unknown, event: keyof M) => void): Emitter<M> {
  const handlers = new Map<keyof M, Set<(payload: never) => void>>();
  const emitter: Emitter<M> = {
    on(event, handler) {
      const set = handlers.get(event) ?? new Set();
      set.add(handler);
      handlers.set(event, set);
      return () => emitter.off(event, handler);
    },
    off(event, handler) {
      handlers.get(event)?.delete(handler);
    },
    emit(event, ...payload) {
      // A copy, so a handler that removes itself does not skip the next one.
      for (const handler of [...(handlers.get(event) ?? [])]) {
        try {
          (handler as (value: unknown) => void)(payload[0]);
        } catch (error) {
          onHandlerError(error, event);
        }
      }
    },
    clear() {
      handlers.clear();
    },
  };
  return emitter;
}

import { createEmitter } from '../../../lib/emitter';
import { log as runtimeLog, type Logger } from '../../../lib/logger';
import type { Teardown } from '../../../lib/teardown';

/** The catch-all event every hub also emits (spec §3: timer and load-state vocabularies end in ANY). */
export const ANY = 'ANY';

/** What an ANY listener receives: which event fired and its payload. */
export interface AnyEvent<Events> {
  type: keyof Events & string;
  payload: Events[keyof Events];
}

type Handler<P> = (payload: P) => void;
/** What the untyped emitter underneath stores; the hub's own signatures keep names and payloads paired. */
type AnyHandler = Handler<unknown>;

/**
 * The kernel's emitter (lib/emitter.ts) with the tracking vocabulary's rules on top, shared by the
 * script loader, the SDK wrapper, the timer and the progress tracker: event names are trimmed and
 * upper-cased and must be non-empty, callbacks must be functions (spec §5), and every event is
 * also emitted as ANY. A throwing listener is logged and never breaks the emitter (house style).
 */
export interface EventHub<Events extends Record<string, unknown>> {
  /** Registers a listener; returns its teardown. */
  on<K extends keyof Events & string>(name: K, callback: Handler<Events[K]>): Teardown;
  on(name: typeof ANY, callback: Handler<AnyEvent<Events>>): Teardown;
  off(name: string, callback: Handler<never>): void;
  emit<K extends keyof Events & string>(name: K, payload: Events[K]): void;
  /** Removes every listener (part of the owner's destroy). */
  clear(): void;
}

export function createEventHub<Events extends Record<string, unknown>>(log: Logger = runtimeLog): EventHub<Events> {
  const emitter = createEmitter<Record<string, unknown>>((error, key) => log.error(`Listener for ${String(key)} failed`, error));
  return {
    on(name: string, callback: Handler<never>) {
      const key = eventName(name);
      if (typeof callback !== 'function') throw new TypeError('Callback must be a function');
      return emitter.on(key, callback as AnyHandler);
    },
    off: (name, callback) => emitter.off(eventName(name), callback as AnyHandler),
    emit(name, payload) {
      const key = eventName(name);
      emitter.emit(key, payload);
      if (key !== ANY) emitter.emit(ANY, { type: key, payload });
    },
    clear: emitter.clear,
  } as EventHub<Events>;
}

/** Normalises an event name: trimmed and upper-cased; empty or non-string names are refused. */
export function eventName(name: unknown): string {
  const key = typeof name === 'string' ? name.trim().toUpperCase() : '';
  if (!key) throw new TypeError('Event name must be a non-empty string');
  return key;
}

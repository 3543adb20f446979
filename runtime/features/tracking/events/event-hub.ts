import { defaultLog, type TrackingLog } from '../log';

/** The catch-all event every hub also emits (spec §3: timer and load-state vocabularies end in ANY). */
export const ANY = 'ANY';

/** What an ANY listener receives: which event fired and its payload. */
export interface AnyEvent<Events> {
  type: keyof Events & string;
  payload: Events[keyof Events];
}

type Handler<P> = (payload: P) => void;

/**
 * A small typed event hub shared by the script loader, the SDK wrapper, the timer and the progress
 * tracker. Event names are upper-cased and must be non-empty; callbacks must be functions
 * (spec §5). A throwing listener is logged and never breaks the emitter (house style).
 */
export class EventHub<Events extends Record<string, unknown>> {
  // `declare`d fields set in the constructor: no class-field helper shared with the first load.
  declare private readonly handlers: Map<string, Set<Handler<never>>>;
  declare private readonly log: TrackingLog;

  constructor(log: TrackingLog = defaultLog) {
    this.handlers = new Map();
    this.log = log;
  }

  /** Registers a listener; returns its teardown. */
  on<K extends keyof Events & string>(name: K, callback: Handler<Events[K]>): () => void;
  on(name: typeof ANY, callback: Handler<AnyEvent<Events>>): () => void;
  on(name: string, callback: Handler<never>): () => void {
    const key = eventName(name);
    if (typeof callback !== 'function') throw new TypeError('Callback must be a function');
    let set = this.handlers.get(key);
    if (!set) this.handlers.set(key, (set = new Set()));
    set.add(callback);
    return () => this.off(key, callback);
  }

  off(name: string, callback: Handler<never>): void {
    this.handlers.get(eventName(name))?.delete(callback);
  }

  emit<K extends keyof Events & string>(name: K, payload: Events[K]): void {
    const key = eventName(name);
    this.call(key, payload);
    if (key !== ANY) this.call(ANY, { type: key, payload });
  }

  /** Removes every listener (part of the owner's destroy). */
  clear(): void {
    this.handlers.clear();
  }

  private call(key: string, payload: unknown): void {
    for (const handler of [...(this.handlers.get(key) ?? [])]) {
      try {
        (handler as Handler<unknown>)(payload);
      } catch (error) {
        this.log.error(`Listener for ${key} failed`, error);
      }
    }
  }
}

/** Normalises an event name: trimmed and upper-cased; empty or non-string names are refused. */
export function eventName(name: unknown): string {
  const key = typeof name === 'string' ? name.trim().toUpperCase() : '';
  if (!key) throw new TypeError('Event name must be a non-empty string');
  return key;
}

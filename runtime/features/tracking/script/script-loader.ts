import { createEventHub, type EventHub } from '../events/event-hub';
import { log as runtimeLog, type Logger } from '../../../lib/logger';
import { insertElement, normalizeInsertMode, type InsertMode } from './insert-mode';
import { LoadEvent, LoadState } from './load-state';
import { randomId } from './random-id';

export interface ScriptLoaderOptions {
  src: string;
  /** Element id; a random one when missing (spec §5). */
  id?: string;
  /** head-prepend | head-append | body-prepend | body-append; anything else is head-append. */
  insert?: InsertMode | string;
  /** Default true. */
  async?: boolean;
  /** Default true. */
  defer?: boolean;
  document?: Document;
  log?: Logger;
}

/** Error codes with the spec §8 messages (the load failure has no spec text). */
export const ScriptError = {
  CREATE_FAILED: 'Unable to create script element',
  INSERT_FAILED: 'Unable to insert script element into DOM',
  LOAD_FAILED: 'Unable to load script',
} as const;
export type ScriptErrorCode = keyof typeof ScriptError;

interface ScriptInfo {
  id: string;
  src: string;
}
export type ScriptEvents = {
  [LoadEvent.REQUESTED]: ScriptInfo;
  [LoadEvent.LOADED]: ScriptInfo;
  [LoadEvent.ERROR]: ScriptInfo & { code: ScriptErrorCode; message: string; cause?: unknown };
  [LoadEvent.UNLOADED]: ScriptInfo;
};

/**
 * Loads one external script (spec §4 "Script loading"): NOT_LOADED → LOADING → LOADED. An error
 * or unload removes the element and returns to NOT_LOADED, so a later `load()` tries afresh.
 * Failures are data: `load()` resolves false and an ERROR event carries the code and message.
 */
export interface ScriptLoader {
  readonly id: string;
  readonly src: string;
  readonly events: EventHub<ScriptEvents>;
  readonly state: LoadState;
  /** Resolves true once loaded, false on failure or unload; repeated calls share one attempt. */
  load(): Promise<boolean>;
  /** Removes the element and returns to NOT_LOADED; a pending `load()` resolves false. */
  unload(): void;
  destroy(): void;
}

/**
 * One loader of one script. One piece: its state (the element, the pending load and how to
 * settle it, the load state) is shared by `load`, `unload` and the element's events, as an
 * object's fields would be.
 */
export function createScriptLoader(options: ScriptLoaderOptions): ScriptLoader {
  const { src } = options;
  const id = options.id || randomId('script');
  const mode = normalizeInsertMode(options.insert);
  const isAsync = options.async ?? true;
  const isDeferred = options.defer ?? true;
  const document = options.document ?? globalThis.document;
  const log = options.log ?? runtimeLog;
  const events = createEventHub<ScriptEvents>(log);
  let state: LoadState = LoadState.NOT_LOADED;
  let element: HTMLScriptElement | null = null;
  let pending: Promise<boolean> | null = null;
  let settle: (loaded: boolean) => void = () => {};

  const info = (): ScriptInfo => ({ id, src });

  // Named, so the listeners can be removed again.
  function onLoad(event: Event): void {
    if (event.target !== element) return;
    state = LoadState.LOADED;
    pending = null;
    settle(true);
    events.emit(LoadEvent.LOADED, info());
  }

  function onError(event: Event): void {
    if (event.target !== element) return;
    fail('LOAD_FAILED');
  }

  function fail(code: ScriptErrorCode, cause?: unknown): void {
    const message = ScriptError[code];
    reset(false);
    log.warn(message, src);
    events.emit(LoadEvent.ERROR, { ...info(), code, message, cause });
  }

  function reset(loaded: boolean): void {
    const inserted = element;
    element = null;
    if (inserted) {
      inserted.removeEventListener('load', onLoad);
      inserted.removeEventListener('error', onError);
      inserted.remove();
    }
    state = LoadState.NOT_LOADED;
    const settled = settle;
    pending = null;
    settle = () => {};
    settled(loaded);
  }

  const loader: ScriptLoader = {
    id,
    src,
    events,
    get state() {
      return state;
    },
    load() {
      if (state === LoadState.LOADED) return Promise.resolve(true);
      if (pending) return pending;
      const attempt = new Promise<boolean>((resolve) => (settle = resolve));
      pending = attempt;
      state = LoadState.LOADING;
      events.emit(LoadEvent.REQUESTED, info());

      let created: HTMLScriptElement;
      try {
        created = document.createElement('script');
        if (!created) throw new Error('createElement returned nothing');
      } catch (cause) {
        fail('CREATE_FAILED', cause);
        return attempt;
      }
      created.id = id;
      created.src = src;
      created.async = isAsync;
      created.defer = isDeferred;
      created.addEventListener('load', onLoad);
      created.addEventListener('error', onError);
      element = created;
      try {
        insertElement(document, created, mode);
      } catch (cause) {
        fail('INSERT_FAILED', cause);
      }
      return attempt;
    },
    unload() {
      if (state === LoadState.NOT_LOADED) return;
      reset(false);
      events.emit(LoadEvent.UNLOADED, info());
    },
    destroy() {
      loader.unload();
      events.clear();
    },
  };
  return loader;
}

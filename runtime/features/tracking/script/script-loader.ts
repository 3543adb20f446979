import { EventHub } from '../events/event-hub';
import { defaultLog, type TrackingLog } from '../log';
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
  log?: TrackingLog;
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
export class ScriptLoader {
  // `declare`d fields set in the constructor: no class-field helper shared with the first load.
  declare readonly id: string;
  declare readonly src: string;
  declare readonly events: EventHub<ScriptEvents>;
  declare private currentState: LoadState;
  declare private element: HTMLScriptElement | null;
  declare private pending: Promise<boolean> | null;
  declare private settle: (loaded: boolean) => void;
  declare private readonly mode: InsertMode;
  declare private readonly isAsync: boolean;
  declare private readonly isDeferred: boolean;
  declare private readonly document: Document;
  declare private readonly log: TrackingLog;
  /** Bound once, so the listeners can be removed again. */
  declare private readonly onLoad: (event: Event) => void;
  declare private readonly onError: (event: Event) => void;

  constructor(options: ScriptLoaderOptions) {
    this.settle = () => {};
    this.currentState = LoadState.NOT_LOADED;
    this.element = null;
    this.pending = null;
    this.src = options.src;
    this.id = options.id || randomId('script');
    this.mode = normalizeInsertMode(options.insert);
    this.isAsync = options.async ?? true;
    this.isDeferred = options.defer ?? true;
    this.document = options.document ?? globalThis.document;
    this.log = options.log ?? defaultLog;
    this.events = new EventHub(this.log);
    this.onLoad = (event) => this.handleLoad(event);
    this.onError = (event) => this.handleError(event);
  }

  get state(): LoadState {
    return this.currentState;
  }

  /** Resolves true once loaded, false on failure or unload; repeated calls share one attempt. */
  load(): Promise<boolean> {
    if (this.currentState === LoadState.LOADED) return Promise.resolve(true);
    if (this.pending) return this.pending;
    const pending = new Promise<boolean>((resolve) => (this.settle = resolve));
    this.pending = pending;
    this.currentState = LoadState.LOADING;
    this.events.emit(LoadEvent.REQUESTED, this.info());

    let element: HTMLScriptElement;
    try {
      element = this.document.createElement('script');
      if (!element) throw new Error('createElement returned nothing');
    } catch (cause) {
      this.fail('CREATE_FAILED', cause);
      return pending;
    }
    element.id = this.id;
    element.src = this.src;
    element.async = this.isAsync;
    element.defer = this.isDeferred;
    element.addEventListener('load', this.onLoad);
    element.addEventListener('error', this.onError);
    this.element = element;
    try {
      insertElement(this.document, element, this.mode);
    } catch (cause) {
      this.fail('INSERT_FAILED', cause);
    }
    return pending;
  }

  /** Removes the element and returns to NOT_LOADED; a pending `load()` resolves false. */
  unload(): void {
    if (this.currentState === LoadState.NOT_LOADED) return;
    this.reset(false);
    this.events.emit(LoadEvent.UNLOADED, this.info());
  }

  destroy(): void {
    this.unload();
    this.events.clear();
  }

  private handleLoad(event: Event): void {
    if (event.target !== this.element) return;
    this.currentState = LoadState.LOADED;
    this.pending = null;
    this.settle(true);
    this.events.emit(LoadEvent.LOADED, this.info());
  }

  private handleError(event: Event): void {
    if (event.target !== this.element) return;
    this.fail('LOAD_FAILED');
  }

  private fail(code: ScriptErrorCode, cause?: unknown): void {
    const message = ScriptError[code];
    this.reset(false);
    this.log.warn(message, this.src);
    this.events.emit(LoadEvent.ERROR, { ...this.info(), code, message, cause });
  }

  private reset(loaded: boolean): void {
    const element = this.element;
    this.element = null;
    if (element) {
      element.removeEventListener('load', this.onLoad);
      element.removeEventListener('error', this.onError);
      element.remove();
    }
    this.currentState = LoadState.NOT_LOADED;
    const settle = this.settle;
    this.pending = null;
    this.settle = () => {};
    settle(loaded);
  }

  private info(): ScriptInfo {
    return { id: this.id, src: this.src };
  }
}

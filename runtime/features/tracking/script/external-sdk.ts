import { createEventHub, type EventHub } from '../events/event-hub';
import { log as runtimeLog, type Logger } from '../../../lib/logger';
import { LoadEvent } from './load-state';
import type { ScriptLoader } from './script-loader';

/** External SDK wrapper states (spec §4 "Script loading"). */
export const SdkState = {
  NOT_INITIALIZED: 'NOT_INITIALIZED',
  INITIALIZING: 'INITIALIZING',
  INITIALIZED: 'INITIALIZED',
} as const;
export type SdkState = (typeof SdkState)[keyof typeof SdkState];

/** SDK polling interval (spec §9). */
export const SDK_POLL_MS = 250;

export interface ExternalSdkOptions<Sdk> {
  /** Loads the vendor script; the wrapper starts it and gives up when it fails. */
  loader: ScriptLoader;
  /** Returns the SDK global once the vendor script has defined it. */
  detect: () => Sdk | null | undefined;
  log?: Logger;
}

export type SdkEvents<Sdk> = {
  [LoadEvent.SDK_INITIALIZED]: { sdk: Sdk };
};

/**
 * Waits for a vendor SDK global: loads its script and polls every 250 ms until the global
 * exists (not initialized → initializing → initialized). A failed or unloaded script stops the
 * polling and returns to not initialized; `init()` then resolves null.
 */
export interface ExternalSdk<Sdk> {
  readonly events: EventHub<SdkEvents<Sdk>>;
  readonly state: SdkState;
  init(): Promise<Sdk | null>;
  /** Stops polling and forgets the SDK; the vendor script is removed. */
  destroy(): void;
}

export function createExternalSdk<Sdk>(options: ExternalSdkOptions<Sdk>): ExternalSdk<Sdk> {
  const { loader, detect } = options;
  const events = createEventHub<SdkEvents<Sdk>>(options.log ?? runtimeLog);
  let state: SdkState = SdkState.NOT_INITIALIZED;
  let found: Sdk | null = null;
  let pending: Promise<Sdk | null> | null = null;
  let finish: (sdk: Sdk | null) => void = () => {};
  let timer: ReturnType<typeof setInterval> | undefined;
  let stopWatchingLoader = (): void => {};

  function poll(): boolean {
    const sdk = detect();
    if (sdk == null) return false;
    settle(sdk);
    return true;
  }

  function settle(sdk: Sdk | null): void {
    clearInterval(timer);
    timer = undefined;
    stopWatchingLoader();
    stopWatchingLoader = () => {};
    if (!pending && sdk === null) {
      state = SdkState.NOT_INITIALIZED;
      found = null;
      return;
    }
    pending = null;
    found = sdk;
    state = sdk === null ? SdkState.NOT_INITIALIZED : SdkState.INITIALIZED;
    finish(sdk);
    finish = () => {};
    if (sdk !== null) events.emit(LoadEvent.SDK_INITIALIZED, { sdk });
  }

  return {
    events,
    get state() {
      return state;
    },
    init() {
      if (state === SdkState.INITIALIZED) return Promise.resolve(found);
      if (pending) return pending;
      const waiting = new Promise<Sdk | null>((resolve) => (finish = resolve));
      pending = waiting;
      state = SdkState.INITIALIZING;

      const offError = loader.events.on(LoadEvent.ERROR, () => settle(null));
      const offUnload = loader.events.on(LoadEvent.UNLOADED, () => settle(null));
      stopWatchingLoader = () => (offError(), offUnload());
      void loader.load();
      // The load may already have failed synchronously (no DOM), which settles the wait.
      if (pending !== null && !poll()) timer = setInterval(poll, SDK_POLL_MS);
      return waiting;
    },
    destroy() {
      settle(null);
      loader.destroy();
      events.clear();
    },
  };
}

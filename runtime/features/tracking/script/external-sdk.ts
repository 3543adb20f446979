import { EventHub } from '../events/event-hub';
import { defaultLog, type TrackingLog } from '../log';
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
  log?: TrackingLog;
}

export type SdkEvents<Sdk> = {
  [LoadEvent.SDK_INITIALIZED]: { sdk: Sdk };
};

/**
 * Waits for a vendor SDK global: loads its script and polls every 250 ms until the global
 * exists (not initialized → initializing → initialized). A failed or unloaded script stops the
 * polling and returns to not initialized; `init()` then resolves null.
 */
export class ExternalSdk<Sdk> {
  // `declare`d fields set in the constructor: no class-field helper shared with the first load.
  declare readonly events: EventHub<SdkEvents<Sdk>>;
  declare private currentState: SdkState;
  declare private sdk: Sdk | null;
  declare private pending: Promise<Sdk | null> | null;
  declare private finish: (sdk: Sdk | null) => void;
  declare private timer: ReturnType<typeof setInterval> | undefined;
  declare private stopWatchingLoader: () => void;
  declare private readonly options: ExternalSdkOptions<Sdk>;

  constructor(options: ExternalSdkOptions<Sdk>) {
    this.finish = () => {};
    this.stopWatchingLoader = () => {};
    this.options = options;
    this.currentState = SdkState.NOT_INITIALIZED;
    this.sdk = null;
    this.pending = null;
    this.events = new EventHub(options.log ?? defaultLog);
  }

  get state(): SdkState {
    return this.currentState;
  }

  init(): Promise<Sdk | null> {
    if (this.currentState === SdkState.INITIALIZED) return Promise.resolve(this.sdk);
    if (this.pending) return this.pending;
    const pending = new Promise<Sdk | null>((resolve) => (this.finish = resolve));
    this.pending = pending;
    this.currentState = SdkState.INITIALIZING;

    const { loader } = this.options;
    const offError = loader.events.on(LoadEvent.ERROR, () => this.settle(null));
    const offUnload = loader.events.on(LoadEvent.UNLOADED, () => this.settle(null));
    this.stopWatchingLoader = () => (offError(), offUnload());
    void loader.load();
    // The load may already have failed synchronously (no DOM), which settles the wait.
    if (this.isWaiting() && !this.poll()) this.timer = setInterval(() => this.poll(), SDK_POLL_MS);
    return pending;
  }

  /** Stops polling and forgets the SDK; the vendor script is removed. */
  destroy(): void {
    this.settle(null);
    this.options.loader.destroy();
    this.events.clear();
  }

  private isWaiting(): boolean {
    return this.pending !== null;
  }

  private poll(): boolean {
    const sdk = this.options.detect();
    if (sdk == null) return false;
    this.settle(sdk);
    return true;
  }

  private settle(sdk: Sdk | null): void {
    clearInterval(this.timer);
    this.timer = undefined;
    this.stopWatchingLoader();
    this.stopWatchingLoader = () => {};
    if (!this.pending && sdk === null) {
      this.currentState = SdkState.NOT_INITIALIZED;
      this.sdk = null;
      return;
    }
    this.pending = null;
    this.sdk = sdk;
    this.currentState = sdk === null ? SdkState.NOT_INITIALIZED : SdkState.INITIALIZED;
    this.finish(sdk);
    this.finish = () => {};
    if (sdk !== null) this.events.emit(LoadEvent.SDK_INITIALIZED, { sdk });
  }
}

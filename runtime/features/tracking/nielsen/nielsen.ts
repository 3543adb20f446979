import type { OnInitialized } from '../script/load-state';
import type { EmbedConfig } from '../../../config/embed-config';
import { log as runtimeLog, type Logger } from '../../../lib/logger';
import { createProgressTracker, ProgressEvent } from '../progress/progress-tracker';
import { createExternalSdk } from '../script/external-sdk';
import { createScriptLoader } from '../script/script-loader';
import { NielsenMessage, nielsenMetadata } from './nielsen-messages';

/** Spec §8 warning, verbatim. */
export const NIELSEN_IDS_MISSING = 'Unable to initialize. Must specify both the App ID and SF Code.';
/** Ours: spec §5 also requires a station title, without giving a message. */
export const NIELSEN_TITLE_MISSING = 'Unable to initialize. Must specify the station title.';

/** Nielsen's browser SDK with the numeric message API (ggPM 15/49/7). */
export const NIELSEN_SDK_URL = 'https://secure-dcr.imrworldwide.com/novms/js/2/ggcmb510.js';

/** The app name Nielsen records for this player. */
export const NIELSEN_APP_NAME = 'radio-embed';

/** Nielsen's global parameters: app id, sfcode (environment) and app name. */
export interface NielsenParams {
  apid: string;
  sfcode: string;
  apn: string;
}
export interface NielsenInstance {
  ggInitialize(params: NielsenParams): void;
  ggPM(code: number, data: unknown): void;
}
export interface NielsenSdk {
  getInstance(params: NielsenParams): NielsenInstance;
}

export interface NielsenDeps {
  /** Told once it is initialised (spec §3 INITIALIZED). */
  onInitialized?: OnInitialized;
  /** Whether the stream is playing now; without it progress reporting is off. */
  isPlaying?: () => boolean;
  progressIntervalMs?: number;
  document?: Document;
  log?: Logger;
}

/**
 * Nielsen audience measurement (spec §3 tracking.nielsen): when enabled with app id, sfcode and
 * a station title, waits for the SDK global, initialises it, then lets the progress tracker
 * drive the messages: 15 (load metadata) when playback starts, 49 (progress, unix seconds) per
 * tick, 7 (stop, unix seconds) when it stops or the player is torn down while playing.
 */
export function startNielsen(config: EmbedConfig, deps: NielsenDeps = {}): (() => void) | null {
  const log = deps.log ?? runtimeLog;
  const { enabled, appid, sfcode } = config.tracking.nielsen;
  if (!enabled) return null;
  const appId = String(appid ?? '').trim();
  const sfCode = String(sfcode ?? '').trim();
  if (!appId || !sfCode) {
    log.warn(NIELSEN_IDS_MISSING);
    return null;
  }
  if (!config.station.title?.trim()) {
    log.warn(NIELSEN_TITLE_MISSING);
    return null;
  }

  const document = deps.document ?? globalThis.document;
  const w = (document.defaultView ?? globalThis) as unknown as { NOLCMB?: NielsenSdk };
  const loader = createScriptLoader({ src: config.services.nielsen?.sdkUrl || NIELSEN_SDK_URL, document, log });
  const sdk = createExternalSdk<NielsenSdk>({ loader, detect: () => w.NOLCMB, log });
  const tracker = createProgressTracker({ isPlaying: deps.isPlaying, intervalMs: deps.progressIntervalMs, log });
  const metadata = nielsenMetadata(config.station);
  let stopped = false;

  void sdk.init().then((nol) => {
    if (!nol || stopped) return;
    const params: NielsenParams = { apid: appId, sfcode: sfCode, apn: NIELSEN_APP_NAME };
    const instance = nol.getInstance(params);
    instance.ggInitialize(params);
    deps.onInitialized?.('nielsen');
    const send = (code: number, data: unknown): void => {
      try {
        instance.ggPM(code, data);
      } catch (error) {
        log.error('Nielsen message failed', code, error);
      }
    };
    tracker.events.on(ProgressEvent.STARTED, () => send(NielsenMessage.LOAD_METADATA, metadata));
    tracker.events.on(ProgressEvent.PROGRESS, ({ time }) => send(NielsenMessage.PROGRESS, time));
    tracker.events.on(ProgressEvent.STOPPED, ({ time }) => send(NielsenMessage.STOP, time));
    tracker.start();
  }).catch((error: unknown) => log.error('Nielsen failed to initialize', error));

  return () => {
    stopped = true;
    tracker.destroy();
    sdk.destroy();
  };
}

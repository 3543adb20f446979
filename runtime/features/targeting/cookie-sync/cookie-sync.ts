import { consentGateOn, type ConsentPurpose } from '../../privacy/public/consent-gate';
import type { PlayerStores } from '../../../player/player-stores';
import type { PrivacyStrings } from '../../../stores/privacy';
import { log as runtimeLog, type Logger } from '../../../lib/logger';
import { cookieSyncTimeout, cookieSyncUrl, readCookieSyncParams, type CookieSyncService } from './cookie-sync-request';

export interface CookieSyncOptions {
  /** services.cookieSync; nothing is called when it is absent. */
  service?: CookieSyncService;
  /** The station ids the sync is for (the current station's sid). */
  stationIds: readonly (string | number)[];
  /** The player's privacy mode (the consent gate waits on it) and strings. */
  privacy: Pick<PlayerStores, 'usPrivacyMode' | 'privacyStrings'>;
  /** Read once consent is known; default the player's `privacyStrings`. */
  getPrivacyStrings?: () => PrivacyStrings;
  /** Default the privacy consent gate on the player's mode. */
  waitForConsent?: (purpose: ConsentPurpose, signal?: AbortSignal, vendorId?: number) => Promise<boolean>;
  fetch?: typeof fetch;
  /** Aborting (player torn down) resolves `{}` at once. */
  signal?: AbortSignal;
  log?: Logger;
}

/**
 * The stream parameters cookie sync supplies (spec §7): waits for consent (cookie sync shares
 * data, so an opted-out listener gets no call), then calls the sync service with the privacy
 * strings. Never rejects: a failure, an HTTP error or the timeout (1000 ms by default, counted
 * from the call, consent wait included) is logged and resolves `{}`, so the stream URL is used
 * unchanged and the player always starts (spec §8).
 */
export function cookieSyncParams(options: CookieSyncOptions): Promise<Record<string, string>> {
  // The stream code calls this, outside the integrations chunks: it logs through the runtime's logger.
  const log = options.log ?? runtimeLog;
  const service = options.service;
  if (!service?.url || !service.partnerKey) {
    log.debug('Cookie sync not configured');
    return Promise.resolve({});
  }
  const timeoutMs = cookieSyncTimeout(service);
  const controller = new AbortController();

  return new Promise((resolve) => {
    let settled = false;
    const finish = (params: Record<string, string>, failure?: unknown): void => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      options.signal?.removeEventListener('abort', onAbort);
      controller.abort();
      if (failure !== undefined) log.warn('Cookie sync failed; the stream URL is used unchanged', failure);
      resolve(params);
    };
    const onAbort = (): void => finish({});
    const timer = setTimeout(() => finish({}, `timed out after ${timeoutMs} ms`), timeoutMs);
    if (options.signal?.aborted) return finish({});
    options.signal?.addEventListener('abort', onAbort, { once: true });

    sync(service, options, controller.signal, log).then(
      (params) => finish(params),
      (error: unknown) => finish({}, error),
    );
  });
}

async function sync(
  service: CookieSyncService,
  options: CookieSyncOptions,
  signal: AbortSignal,
  log: Logger,
): Promise<Record<string, string>> {
  const consent = options.waitForConsent ?? consentGateOn(options.privacy.usPrivacyMode);
  if (!(await consent('share', signal, service.vendorId))) {
    if (!signal.aborted) log.debug('Cookie sync skipped: the listener opted out of sale/sharing');
    return {};
  }
  const privacy = (options.getPrivacyStrings ?? (() => options.privacy.privacyStrings.get()))();
  const request = options.fetch ?? globalThis.fetch.bind(globalThis);
  const response = await request(cookieSyncUrl(service, privacy, options.stationIds), { signal, credentials: 'include' });
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  return readCookieSyncParams(await response.json());
}

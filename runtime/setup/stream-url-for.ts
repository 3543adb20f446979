import type { TypedSource } from '../engine/types';
import { buildStreamUrl, streamSourceParam } from '../streams/stream-url';
import type { PlayerStores } from '../player/player-stores';
import { hostAllowsNow, hostConsentAsking, hostPermits, hostStreamMayStart, privacyParams } from '../features/consent/public/host-consent';
import { privacySettled } from '../features/privacy/public/settled';
import { DEVICE_ID_KEY, randomUuid, storedDeviceId } from '../features/targeting/public/device-id';
import { loadCookieSync } from '../features/targeting/public/cookie-sync';

/** The longest the first stream request waits for the listener's privacy strings. */
export const PRIVACY_WAIT_MS = 3000;

type Params = Record<string, string>;

/**
 * The page's first localStorage access loads the origin's storage synchronously; made here (a
 * read: nothing is stored before Play), the device id read inside the click is then quick.
 */
function warmStorage(): void {
  try {
    globalThis.localStorage?.getItem(DEVICE_ID_KEY);
  } catch {
    // Blocked storage (a sandboxed frame): deviceId() falls back to a per-player id.
  }
}

/**
 * What the first stream request waits for, started once (at setup, so it runs while the listener
 * reads the page): the host page's CMP, at most HOST_ANSWER_MS (past it the stream goes without
 * the host's consent); with privacy on, the settled privacy mode (at most PRIVACY_WAIT_MS), so the
 * request carries the listener's real strings; with cookie sync configured and the host's CMP not
 * refusing it (or not answered yet: cookie sync needs consent), its parameters (it never rejects,
 * its chunk failing included, and gives up after 1000 ms). A station with neither gets `{}` at
 * once and loads none of that code.
 */
function startStreamParams(stores: PlayerStores): Params | Promise<Params> {
  warmStorage();
  const station = stores.station.get();
  const sync = station?.config.services.cookieSync;
  if (!station?.config.privacy.enabled && !sync) return hostConsentAsking() ? hostStreamMayStart().then(() => ({})) : {};
  return (async () => {
    await hostStreamMayStart();
    if (station.config.privacy.enabled) {
      const wait = new AbortController();
      const timer = setTimeout(() => wait.abort(), PRIVACY_WAIT_MS);
      await privacySettled(stores.privacyStatus, wait.signal);
      clearTimeout(timer);
    }
    if (!sync || !hostPermits('share', (sync as { vendorId?: number }).vendorId)) return {};
    // Its chunk may not arrive (a dropped connection, the page reloading for an opt-out): that
    // costs the sync only, never the stream, and leaves no unhandled rejection behind.
    const cookieSync = await loadCookieSync().catch(() => undefined);
    if (!cookieSync) return {};
    return cookieSync.cookieSyncParams({ service: sync, stationIds: [station.stationId], privacy: stores });
  })();
}

const withParams = (stores: PlayerStores, source: TypedSource, extra: Params, deviceId: string): string => {
  const { ip, adTracing } = stores.overrides.get();
  return buildStreamUrl(source.url, {
    ...extra,
    source: streamSourceParam(globalThis.navigator?.userAgent ?? ''),
    'user-id': deviceId,
    ...privacyParams(stores.privacyStrings.get()),
    'override-ip-address': ip,
    ad_tracing: adTracing ? '1' : undefined,
    // The `stream_id` override, for a streaming service that serves several streams at one URL
    // (README "URL parameters"); the station's own stream_id is its sources' and is not added.
    stream_id: stores.station.get()?.stream?.overrideStreamId?.toString(),
  });
};

/** One engine's stream URL parameters (made by its setup, so a new player prepares afresh). */
export interface StreamParams {
  /** Starts what the first request waits for (once); later calls return the same. */
  prepare(): Params | Promise<Params>;
  /**
   * The URL to connect to for a source (spec §7), built at each connect so the privacy strings
   * are current (spec §4: a privacy mode change regenerates the stream parameters). A string, not
   * a promise, once nothing is pending: the media element's play() then stays inside the click.
   */
  urlFor(source: TypedSource): string | Promise<string>;
}

/**
 * `perPlayerId`: the per-player id this player's stream went out with already (the first paint's
 * early stream, engine/early-stream-takeover.ts earlyStreamId), so its URL before the GDPR decision is that
 * stream's and the engine adopts it; one is made otherwise.
 */
export function createStreamParams(stores: PlayerStores, perPlayerId?: string): StreamParams {
  let prepared: Params | Promise<Params> | undefined;
  let memoryId = perPlayerId;
  /**
   * `user-id`: the device id kept under `uuid`; one for this player where storage is blocked, or
   * where the host's CMP (or the GDPR decision) has not answered (however late) or refuses storage.
   */
  const deviceId = (): string => (hostAllowsNow('device') && storedDeviceId()) || (memoryId ??= randomUuid());
  /** The parameters were made before the host's CMP answered (without cookie sync): made again once it has. */
  let beforeHostAnswer = false;
  const prepare = (): Params | Promise<Params> => {
    if (prepared && !(beforeHostAnswer && !hostConsentAsking())) return prepared;
    const started = startStreamParams(stores);
    const made = (params: Params): Params => ((beforeHostAnswer = hostConsentAsking()), (prepared = params));
    return (prepared = started instanceof Promise ? started.then(made) : made(started));
  };
  return {
    prepare,
    urlFor(source) {
      const extra = prepare();
      return extra instanceof Promise ? extra.then((params) => withParams(stores, source, params, deviceId())) : withParams(stores, source, extra, deviceId());
    },
  };
}

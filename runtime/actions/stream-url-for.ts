import type { TypedSource } from '../engine/types';
import { buildStreamUrl, streamSourceParam } from '../streams/stream-url';
import { $overrides } from '../stores/overrides';
import { $privacyStrings } from '../stores/privacy';
import { privacySettled } from '../features/privacy/settled';
import { $station } from '../stores/station';
import { DEVICE_ID_KEY, randomUuid, storedDeviceId } from '../features/targeting/device-id';
import { hostAllowsNow, hostConsentAsking, hostConsentSettled, privacyParams } from '../features/consent/host-consent';

/** The longest the first stream request waits for the listener's privacy strings. */
export const PRIVACY_WAIT_MS = 3000;

type Params = Record<string, string>;
let prepared: Params | Promise<Params> | undefined;
let memoryId: string | undefined;

/** `user-id`: the device id kept under `uuid`; one for the page where storage is blocked. */
const deviceId = (): string => (hostAllowsNow('device') && storedDeviceId()) || (memoryId ??= randomUuid());

/**
 * The page's first localStorage access loads the origin's storage synchronously; made here (a
 * read: nothing is stored before Play), the device id read inside the click is then quick.
 */
function warmStorage(): void {
  try {
    globalThis.localStorage?.getItem(DEVICE_ID_KEY);
  } catch {
    // Blocked storage (a sandboxed frame): deviceId() falls back to a per-page id.
  }
}

/**
 * What the first stream request waits for, started once (at setup, so it runs while the listener
 * reads the page): with privacy on, the settled privacy mode (at most PRIVACY_WAIT_MS), so the
 * request carries the listener's real strings; with cookie sync configured, its parameters (it
 * never rejects and gives up after 1000 ms). A station with neither gets `{}` at once and loads
 * none of that code.
 */
export function prepareStreamParams(): Params | Promise<Params> {
  if (prepared) return prepared;
  warmStorage();
  const station = $station.get();
  const sync = station?.config.services.cookieSync;
  if (!station?.config.privacy.enabled && !sync) return (prepared = hostConsentAsking() ? hostConsentSettled().then(() => (prepared = {})) : {});
  return (prepared = (async () => {
    await hostConsentSettled();
    if (station.config.privacy.enabled) {
      const wait = new AbortController();
      const timer = setTimeout(() => wait.abort(), PRIVACY_WAIT_MS);
      await privacySettled(wait.signal);
      clearTimeout(timer);
    }
    if (!sync) return {};
    const { cookieSyncParams } = await import('../features/targeting/cookie-sync/cookie-sync');
    return cookieSyncParams({ service: sync, stationIds: [station.stationId] });
  })().then((params) => (prepared = params)));
}

const withParams = (source: TypedSource, extra: Params): string => {
  const { ip, adTracing } = $overrides.get();
  const { usPrivacy, gpp } = $privacyStrings.get();
  return buildStreamUrl(source.url, {
    ...extra,
    source: streamSourceParam(globalThis.navigator?.userAgent ?? ''),
    'user-id': deviceId(),
    ...privacyParams({ usPrivacy, gpp }),
    'override-ip-address': ip,
    ad_tracing: adTracing ? '1' : undefined,
  });
};

/**
 * The URL to connect to for a source (spec §7), built at each connect so the privacy strings are
 * current (spec §4: a privacy mode change regenerates the stream parameters). A string, not a
 * promise, once nothing is pending: the media element's play() then stays inside the click.
 */
export function streamUrlFor(source: TypedSource): string | Promise<string> {
  const extra = prepareStreamParams();
  return extra instanceof Promise ? extra.then((params) => withParams(source, params)) : withParams(source, extra);
}

/** Tests: forget what was prepared. */
export function resetStreamParams(): void {
  prepared = memoryId = undefined;
}

import type { EmbedConfig } from '../../config/embed-config';
import { log as runtimeLog, type Logger } from '../../lib/logger';
import type { PrivacyStrings } from '../../stores/privacy';
import { createPrivacyActions, type PrivacyActions, type PrivacySession } from './actions';
import { withChoice, withNoticeShown, withOverrides, withoutExpiredChoice, type PrivacyCache } from './cache';
import { carryOptOut, takeCarriedOptOut } from './carried-opt-out';
import type { PrivacyDeps } from './deps';
import { createGeoLookup, type GeoOutcome } from './geo';
import { noticeView } from './notice-view';
import type { UsPrivacyMode } from './public/mode';
import type { PrivacyOverrides } from './query-overrides';
import { modeForPlace, placeOf } from './resolve-mode';
import { beginPrivacy, nextPrivacy, type PrivacyEffect, type PrivacyEvent } from './session-phase';
import { createPrivacyStorage, type PrivacyStorage } from './storage';
import { carriedStrings } from './strings';

const sameStrings = (a: PrivacyStrings, b: PrivacyStrings): boolean => a.usPrivacy === b.usPrivacy && a.gpp === b.gpp;

function browserStorage(): Storage | null {
  return globalThis.localStorage ?? null;
}

/**
 * The cache the session starts from: the stored one without an expired choice, with an opt-out
 * carried through the reload because it could not be saved (issue 15) and the address's string
 * overrides; saved again when that changed it.
 */
function openCache(storage: PrivacyStorage, config: EmbedConfig, deps: PrivacyDeps, overrides: PrivacyOverrides, now: number): PrivacyCache {
  const loaded = storage.load();
  let cache = withoutExpiredChoice(loaded, now);
  const carried = takeCarriedOptOut(deps);
  if (carried && !cache.optOut?.choice) {
    cache = withNoticeShown(withChoice(cache, true, now, config.privacy.repromptAfterDays, carried.region), carried.region);
  }
  if (overrides.usPrivacy !== undefined || overrides.gpp !== undefined) cache = withOverrides(cache, overrides);
  if (cache !== loaded) storage.save(cache);
  return cache;
}

/** Asks the configured geo service where the listener is (beginPrivacy asks only when there is one). */
function lookUp(config: EmbedConfig, deps: PrivacyDeps, log: Logger, signal: AbortSignal): Promise<GeoOutcome> {
  const { url, v2 } = config.services.geo!;
  const fetch = deps.fetch ?? globalThis.fetch.bind(globalThis);
  return createGeoLookup({ url, v2, fetch, log, timeoutMs: deps.geoTimeoutMs, cache: deps.geoCache })(deps.ip, signal);
}

/** The session's timers (the reload after an opt-out, the restart after a choice): its teardown cancels them. */
function createTimers(): { later(run: () => void, ms: number): void; clear(): void } {
  const timers = new Set<ReturnType<typeof setTimeout>>();
  return {
    later(run, ms) {
      const timer = setTimeout(() => {
        timers.delete(timer);
        run();
      }, ms);
      timers.add(timer);
    },
    clear() {
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
    },
  };
}

const reloadPage = (): void => globalThis.location.reload();

/**
 * The privacy layer of a privacy-enabled station (loaded lazily by init.ts): loads the cache,
 * resolves the mode from a stored choice or the geo lookup, keeps the strings and the notices in
 * step with the mode, and makes its notice actions. Returns them with the teardown, which also
 * makes them do nothing. What happens on each event is the pure table ./session-phase.ts
 * (`beginPrivacy`, `nextPrivacy`); this shell feeds it the lookup and the stores and does its
 * effects. The first phase is known before the cache goes into the stores (the first publish
 * reads it); what beginPrivacy says to do runs after.
 */
export function startPrivacySession(
  config: EmbedConfig,
  deps: PrivacyDeps,
  overrides: PrivacyOverrides,
): { stop(): void; actions: PrivacyActions } {
  const log = deps.log ?? runtimeLog;
  const { stores } = deps;
  const storage = createPrivacyStorage(deps.storage ?? browserStorage, log);
  // Not in TypeScript's DOM types yet: https://privacycg.github.io/gpc-spec/
  const nav = (deps.navigator ?? globalThis.navigator) as { globalPrivacyControl?: boolean } | undefined;
  const gpc = nav?.globalPrivacyControl === true;
  const controller = new AbortController();
  const now = deps.now ?? Date.now;
  const cache = openCache(storage, config, deps, overrides, now());
  const timers = createTimers();
  const session: PrivacySession = {
    region: cache.optOut?.choiceRegion ?? '',
    gpc,
    repromptAfterDays: config.privacy.repromptAfterDays,
    stores,
    storage,
    now,
    reload: deps.reload ?? reloadPage,
    // The privacy body passes the player's restart; without one, a page reload also applies the new strings.
    restartPlayer: deps.restartPlayer ?? reloadPage,
    carryOptOut: () => carryOptOut(session.region, deps, log),
    later: timers.later,
  };
  const first = beginPrivacy({ choice: cache.optOut?.choice, readable: storage.readable(), geo: !!config.services.geo?.url, gpc });
  let phase = first.phase;

  const dispatch = (event: PrivacyEvent): void => {
    const step = nextPrivacy(phase, event);
    phase = step.phase;
    step.effects.forEach(run);
  };

  // Spec §4: a mode change regenerates the strings; the notice shows as for `noticeMode`.
  const publish = (noticeMode: UsPrivacyMode): void => {
    const current = stores.privacyCache.get() ?? cache;
    const overrides = { usPrivacy: current.usPrivacyStringOverride, gpp: current.gppStringOverride };
    const strings = carriedStrings({ mode: stores.usPrivacyMode.get(), region: session.region, gpc, overrides });
    if (!sameStrings(strings, stores.privacyStrings.get())) stores.privacyStrings.set(strings);
    stores.privacyNotice.set(noticeView(noticeMode, current.explicitNotice.shown, gpc, stores.privacyNotice.get()));
  };

  function run([kind, value]: PrivacyEffect): void {
    if (kind === 'settle') stores.usPrivacyMode.set(value);
    if (kind === 'settle' || kind === 'resolve') stores.privacyStatus.set('resolved');
    else if (kind === 'publish') publish(value);
    else if (kind === 'lookup') {
      void lookUp(config, deps, log, controller.signal).then((outcome) => {
        if (!outcome.ok) return dispatch({ type: 'lookup failed' });
        const place = placeOf(outcome.result);
        // The choices record the listener's state (after a stop nothing reads it: the actions are off).
        session.region = place.region;
        dispatch({ type: 'located', mode: modeForPlace(place, config.privacy.regions, gpc) });
      });
    } else {
      if (value) log.error(value);
      stores.privacyStatus.set('failed');
    }
  }

  // One reaction to every change of mode or cache.
  const changed = (): void => dispatch({ type: 'changed', mode: stores.usPrivacyMode.get() });
  const unlisten = [stores.usPrivacyMode.listen(changed), stores.privacyCache.listen(changed)];
  const actions = createPrivacyActions(session);
  stores.privacyCache.set(cache);
  first.effects.forEach(run);

  const stop = (): void => {
    dispatch({ type: 'stop' });
    controller.abort();
    timers.clear();
    for (const stop of unlisten) stop();
    actions.deactivate();
  };
  return { stop, actions };
}

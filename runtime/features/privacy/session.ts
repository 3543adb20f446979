import type { EmbedConfig } from '../../config/embed-config';
import { log as runtimeLog } from '../../lib/logger';
import type { PrivacyStrings } from '../../stores/privacy';
import { createPrivacyActions, type PrivacyActions, type PrivacySession } from './actions';
import { withChoice, withNoticeShown, withOverrides, withoutExpiredChoice, type PrivacyCache } from './cache';
import { carryOptOut, takeCarriedOptOut } from './carried-opt-out';
import type { PrivacyDeps } from './deps';
import { createGeoLookup } from './geo';
import { UsPrivacyMode } from './public/mode';
import { noticeView } from './notice-view';
import type { PrivacyOverrides } from './query-overrides';
import { modeForChoice, modeForPlace, placeOf } from './resolve-mode';
import { createPrivacyStorage } from './storage';
import { carriedStrings } from './strings';

const sameStrings = (a: PrivacyStrings, b: PrivacyStrings): boolean => a.usPrivacy === b.usPrivacy && a.gpp === b.gpp;

function browserStorage(): Storage | null {
  return globalThis.localStorage ?? null;
}

/**
 * The privacy layer of a privacy-enabled station (loaded lazily by init.ts): loads the cache,
 * resolves the mode from a stored choice or the geo lookup, keeps the strings and the notices in
 * step with the mode, and makes its notice actions. Returns them with the teardown, which also
 * makes them do nothing.
 */
export function startPrivacySession(
  config: EmbedConfig,
  deps: PrivacyDeps,
  overrides: PrivacyOverrides,
): { stop(): void; actions: PrivacyActions } {
  const log = deps.log ?? runtimeLog;
  const { stores } = deps;
  const now = deps.now ?? Date.now;
  const storage = createPrivacyStorage(deps.storage ?? browserStorage, log);
  // Not in TypeScript's DOM types yet: https://privacycg.github.io/gpc-spec/
  const nav = (deps.navigator ?? globalThis.navigator) as { globalPrivacyControl?: boolean } | undefined;
  const gpc = nav?.globalPrivacyControl === true;
  const controller = new AbortController();
  const timers = new Set<ReturnType<typeof setTimeout>>();

  const loaded = storage.load();
  const hasOverrides = overrides.usPrivacy !== undefined || overrides.gpp !== undefined;
  let cache: PrivacyCache = withoutExpiredChoice(loaded, now());
  // An opt-out carried through the reload because it could not be saved (issue 15).
  const carried = takeCarriedOptOut(deps);
  if (carried && !cache.optOut?.choice) {
    const days = config.privacy.repromptAfterDays;
    cache = withNoticeShown(withChoice(cache, true, now(), days, carried.region), carried.region);
  }
  if (hasOverrides) cache = withOverrides(cache, overrides);
  if (cache !== loaded) storage.save(cache);
  // localStorage could not be read and nothing was carried: an opt-out from an earlier visit cannot
  // be known. Where privacy applies the notice asks again, and until it is answered the mode stays
  // UNRESOLVED: the fail-closed strings, and the consent gate shut (fail closed, issue 15).
  let choiceUnknown = !storage.readable() && !cache.optOut;
  /** Privacy applies and the choice is unknown: the notice is up, the mode waits for its answer. */
  let awaitingAnswer = false;

  const session: PrivacySession = {
    region: cache.optOut?.choiceRegion ?? '',
    gpc,
    repromptAfterDays: config.privacy.repromptAfterDays,
    stores,
    storage,
    now,
    reload: deps.reload ?? (() => globalThis.location.reload()),
    // The privacy body passes the player's restart; without one, a page reload also applies the new strings.
    restartPlayer: deps.restartPlayer ?? (() => globalThis.location.reload()),
    carryOptOut: () => carryOptOut(session.region, deps, log),
    later(run, ms) {
      const timer = setTimeout(() => {
        timers.delete(timer);
        run();
      }, ms);
      timers.add(timer);
    },
  };

  // One reaction to every change of mode or cache: a mode change regenerates the strings (spec §4).
  const publish = (): void => {
    const mode = stores.usPrivacyMode.get();
    const current = stores.privacyCache.get() ?? cache;
    const strings = carriedStrings({
      mode,
      region: session.region,
      gpc,
      overrides: { usPrivacy: current.usPrivacyStringOverride, gpp: current.gppStringOverride },
    });
    if (!sameStrings(strings, stores.privacyStrings.get())) stores.privacyStrings.set(strings);
    if (mode !== UsPrivacyMode.UNRESOLVED) choiceUnknown = false;
    // While the choice is unknown the notice shows as for a listener who has not chosen yet.
    const noticeMode = choiceUnknown && awaitingAnswer ? UsPrivacyMode.APPLICABLE_NOT_OPTED_OUT : mode;
    stores.privacyNotice.set(noticeView(noticeMode, current.explicitNotice.shown, gpc, stores.privacyNotice.get()));
  };
  const unlisten = [stores.usPrivacyMode.listen(publish), stores.privacyCache.listen(publish)];
  const actions = createPrivacyActions(session);
  stores.privacyCache.set(cache);

  const settle = (mode: UsPrivacyMode): void => {
    stores.usPrivacyMode.set(mode);
    stores.privacyStatus.set('resolved');
  };

  if (cache.optOut) {
    // A stored, unexpired choice needs no geo lookup: it was made where privacy applied.
    settle(modeForChoice(cache.optOut.choice, gpc));
  } else if (!config.services.geo?.url) {
    log.error('Privacy is enabled but no geo service is configured; the privacy mode stays unresolved');
    stores.privacyStatus.set('failed');
  } else {
    const lookup = createGeoLookup({
      url: config.services.geo.url,
      v2: config.services.geo.v2,
      fetch: deps.fetch ?? globalThis.fetch.bind(globalThis),
      log,
      timeoutMs: deps.geoTimeoutMs,
      cache: deps.geoCache,
    });
    void lookup(deps.ip, controller.signal).then((outcome) => {
      if (controller.signal.aborted) return;
      if (!outcome.ok) {
        stores.privacyStatus.set('failed');
        return;
      }
      const place = placeOf(outcome.result);
      session.region = place.region;
      const mode = modeForPlace(place, config.privacy.regions, gpc);
      if (choiceUnknown && mode === UsPrivacyMode.APPLICABLE_NOT_OPTED_OUT) {
        awaitingAnswer = true;
        publish();
        // Settled for the stream (it goes out with the fail-closed strings); the gate waits for the answer.
        stores.privacyStatus.set('resolved');
        return;
      }
      settle(mode);
    });
  }

  const stop = (): void => {
    controller.abort();
    for (const timer of timers) clearTimeout(timer);
    timers.clear();
    for (const stop of unlisten) stop();
    actions.deactivate();
  };
  return { stop, actions };
}

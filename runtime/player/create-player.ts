import { createEngineSession, type EngineSetupLoader } from '../actions/engine-session';
import { createPlayback } from '../actions/playback';
import { buildStationState } from '../actions/station-state';
import { createVolume, loadSavedVolume } from '../actions/volume';
import type { Startup } from '../config/startup';
import { setLogLevel } from '../lib/logger';
import { createPlayGate } from './play-gate';
import { createPlayerStores } from './player-stores';
import type { Feature, Player, PlayerEnv, PlayerRequests, Teardown } from './types';

/**
 * Makes the page's player from its startup (spec §4 "On mount"): the log level, the overrides,
 * the station and its saved volume, then every feature of `features` (the registry's, which the entries
 * pass in with `loadEngineSetup`, the engine's chunk: the player sits below the features and the
 * engine's setup, and imports neither) that applies to the
 * station, in order. `destroy()` undoes it all in reverse. Without a config (and no stream_url to
 * fall back on) only the fatal error is logged; the shell then shows "This player is not
 * configured".
 */
export function createPlayer(startup: Startup, env: PlayerEnv, features: readonly Feature[], loadEngineSetup: EngineSetupLoader): Player {
  const { log } = env;
  const { config, overrides } = startup;
  // Its stores, its own: what it shows and what its engine reports (the next player starts afresh).
  const stores = createPlayerStores();
  const teardowns: Teardown[] = [];
  let destroyed = false;
  const safely = (teardown: Teardown): void => {
    try {
      teardown();
    } catch (error) {
      log.error(error);
    }
  };
  // A teardown that arrives after destroy() (a lazy body still loading then) runs at once.
  const own = (teardown: Teardown): Teardown => (destroyed ? safely(teardown) : teardowns.push(teardown), teardown);

  // This player's machinery, none of it shared with another player: Play's gate, the engine
  // session (stream element, engine, its waiters) and the requests on them.
  const gate = createPlayGate();
  // The engine's chunk (set up later, on intent) reaches the requests below for the Media Session.
  // The features' own stores, each made once, on first use (a feature's start, its bar button).
  const made = new Map<() => unknown, unknown>();
  const storesOf = <S,>(factory: () => S): S => (made.has(factory) || made.set(factory, factory()), made.get(factory) as S);
  const session = createEngineSession({ passPlayGate: gate.pass, stores, storesOf, get request() { return request; } }, loadEngineSetup);
  const playback = createPlayback(session, gate.pass, stores);
  const volume = createVolume(session.currentEngine, playback, stores.playback);
  // A destroyed player does nothing it is asked (a Media Session button, a late host-page call).
  const live =
    <A extends unknown[]>(run: (...args: A) => void) =>
    (...args: A): void =>
      void (destroyed || run(...args));
  const request: PlayerRequests = {
    play: live(playback.play),
    stop: live(playback.stop),
    toggleMute: live(volume.toggleSound),
    setVolume: live(volume.setVolume),
  };

  const player: Player = {
    startup,
    station: config && buildStationState(config, overrides, startup.routeId),
    env,
    stores,
    request,
    session,
    attachMedia: (element) => own(session.connectStreamElement(element)),
    whenEngine: session.whenEngine,
    setPlayGate: (next) => own(gate.hold(next)),
    passPlayGate: gate.pass,
    storesOf,
    destroy() {
      if (destroyed) return;
      destroyed = true;
      teardowns.splice(0).reverse().forEach(safely);
      session.close();
    },
  };

  setLogLevel(overrides.logLevel);
  for (const warning of startup.warnings) log.warn(warning);
  stores.overrides.set(overrides);
  if (!config) {
    log.error(startup.fatal);
    return player;
  }
  if (startup.usedDefaultConfig) log.info('No station config: playing stream_url with the default configuration');
  stores.station.set(player.station);
  loadSavedVolume(stores.playback);
  for (const feature of features) {
    if (!feature.start || feature.applies?.(config, env) === false) continue;
    // Its own stores first (its registration's `stores`), so its start finds them.
    if (feature.stores) storesOf(feature.stores);
    const teardown = feature.start(player, config);
    if (typeof teardown == 'function') own(teardown);
    else teardown.then(own, log.error);
  }
  return player;
}

import type { EmbedConfig } from '../../config/embed-config';
import type { Player } from '../../player/types';
import { adsBody } from '../ads/face';
import { storedDeviceId } from '../targeting/public/device-id';
import type { Logger } from '../../lib/logger';
import type { Teardown } from '../../lib/teardown';
import { activityFromIntents, type IntentSnapshot } from '../tracking/public/listener-intents';
import { activityFromListenerEvents } from '../tracking/public/listener-events';
import { activityFromPlayback, type PlaybackSnapshot } from '../tracking/public/playback-activity';
import { createActivityChannel, mergeActivitySources, rememberActivity } from '../tracking/public/player-activity';
import type { PrivacyModeSource } from '../privacy/public/consent-gate';
import { followAdHits } from './ad-analytics';
import { AD_BLOCKER_DETECTED, watchBlockedScripts } from './blocked-scripts';
import { loadIntegrations } from './load-integrations';
import type { StartIntegrationsDeps } from './start-integrations';

/**
 * What the first load hands the integrations: its logger and stores, as values so that tests
 * can hand in their own.
 */
export interface PlayerHost {
  log: Logger;
  /** The player's `stores.playback`. */
  playback: {
    get(): PlaybackSnapshot & IntentSnapshot;
    listen(listener: (value: PlaybackSnapshot & IntentSnapshot) => void): () => void;
  };
  /** The `autoplay=1` query override. */
  autoplay: boolean;
  /** The player's `stores.usPrivacyMode`: the consent gate waits on it. */
  privacyMode: PrivacyModeSource;
}

/**
 * Connects the integrations to the player (the lazy body of ./face.ts): the play
 * state for audience measurement, the player's activity for analytics (committed playback, and
 * the listener's presses and autoplay from the playback store's transitions; remembered from now,
 * so a press before the integrations start still counts), the ad events for analytics (likewise
 * remembered), the device id for targeting and the privacy mode for consent. The integrations
 * start after first paint. Returns the teardown.
 */
export function startPlayerIntegrations(config: EmbedConfig, host: PlayerHost, deps: StartIntegrationsDeps = {}): Teardown {
  const { playback } = host;
  // A blocked script ("ad blocker detected"), watched from now: before any vendor script is inserted.
  const prompts = createActivityChannel();
  const unwatchScripts = watchBlockedScripts(deps.document ?? globalThis.document, () => prompts.emit(AD_BLOCKER_DETECTED));
  const activity = rememberActivity(
    mergeActivitySources(
      activityFromPlayback(playback),
      activityFromIntents(playback, { autoplay: host.autoplay }),
      // The prompts and interactions of the lazy parts (tracking/listener-events.ts), this player's only.
      activityFromListenerEvents(playback),
      prompts.subscribe,
    ),
  );
  // Only where both exist: ads (their events come with the ads chunk, which such a station loads
  // anyway) and Google Analytics.
  const adHits =
    config.ads && config.tracking.google.enabled
      ? followAdHits(adsBody().then((chunk) => chunk.adEvents), host.log)
      : undefined;
  const stop = loadIntegrations(config, {
    isPlaying: () => playback.get().playing,
    onPlayerActivity: activity.subscribe,
    onAdHit: adHits?.subscribe,
    getDeviceId: () => storedDeviceId(),
    privacyMode: host.privacyMode,
    log: host.log,
    ...deps,
  });
  return () => {
    stop();
    activity.stop();
    adHits?.stop();
    unwatchScripts();
  };
}

/** The body's entry (./face.ts): the integrations on this player's logger and stores. */
export const start = (player: Player, config: EmbedConfig): (() => void) =>
  startPlayerIntegrations(config, {
    log: player.env.log,
    playback: player.stores.playback,
    autoplay: player.startup.overrides.autoplay,
    privacyMode: player.stores.usPrivacyMode,
  });

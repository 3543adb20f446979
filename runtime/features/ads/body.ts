import type { EmbedConfig } from '../../config/embed-config';
import { log } from '../../lib/logger';
import type { PlayerStores } from '../../player/player-stores';
import { mountAdsUi } from './ui/mount-ads-ui';
import type { Player, PlayGate } from '../../player/types';
import { createAdBreaks, type AdBreaks } from './ad-break';
import { isMobileWidth } from './companion';
import { AD_EVENTS, adEvents } from './public/events';
import { runPreRoll } from './pre-roll';

/*
 * Everything ads download on demand, as the lazy body its face (./face.ts) loads (the VAST library
 * is a chunk of its own, fetched by the first pre-roll).
 */

/**
 * The page's ad events, for the analytics integration (integrations/ad-analytics.ts), which fetches
 * them through this chunk: the one every ads station loads anyway. (Importing `./events` by itself
 * would make it a chunk of its own, and split the logger it shares with the first load out of it.)
 */
export { adEvents };

const mobile = (): boolean => isMobileWidth(globalThis.innerWidth ?? 0);

/** Every ad event at debug level (`?debug=1`), for whoever diagnoses a station's ads. */
function logAdEvents(): () => void {
  const offs = AD_EVENTS.map((event) => {
    const handler = (payload: unknown): void => log.debug(`Ad event ${event}`, payload ?? '');
    adEvents.on(event, handler);
    return () => adEvents.off(event, handler);
  });
  return () => offs.forEach((off) => off());
}

/**
 * For a station with an `ads` section, from page start: the ad and companion slots and the banner
 * join the player, and the stream's metadata is followed for ad breaks. Returns the teardown.
 */
export function startAds(player: Player, config: EmbedConfig): () => void {
  // The player's one ad-break state, shared by the stream's breaks and the pre-roll.
  const breaks = createAdBreaks(player.stores);
  const openGate = config.ads?.gateway.url ? player.setPlayGate(preRollGate(config, player.stores, breaks)) : () => {};
  const stopLog = logAdEvents();
  const stopBreaks = breaks.follow(mobile);
  const unmount = config.ads ? mountAdsUi(config.ads, player.env.document, { ...player.stores, adBreak: breaks.current }, config.privacy.enabled) : () => {};
  return () => {
    openGate();
    unmount();
    stopBreaks();
    stopLog();
  };
}

/**
 * How the first Play's pre-roll ended, for Play's gate (`preRollGate`): `stream` — start
 * the stream; `stopped` — the listener stopped, no stream; `unheard` — start the stream, but the
 * browser refused to autoplay the ad before the listener ever used the page, so their next Play
 * (which lets it play) runs the pre-roll again.
 */
export type PreRollEnd = 'stream' | 'stopped' | 'unheard';

/**
 * Play's gate with an ad gateway: the player's first Play — a click's and autoplay's alike —
 * plays the pre-roll, then calls `start` (unless the listener stopped meanwhile): whatever becomes
 * of the ad, the stream follows. Every later Play runs `start` at once, inside the click. An ad the
 * browser refused to autoplay was never heard: the listener's next Play runs the pre-roll again
 * (docs/ads.md "Autoplay").
 */
export function preRollGate(config: EmbedConfig, stores: PlayerStores, breaks: AdBreaks): PlayGate {
  let preRoll: Promise<void> | undefined;
  let done = false;
  return (start) => {
    if (done) return start();
    preRoll ??= playPreRoll(config, stores, breaks)
      .catch((): PreRollEnd => 'stream')
      .then((end) => {
        if (end == 'unheard') preRoll = undefined;
        else done = true;
        if (end != 'stopped') start();
      });
  };
}

/**
 * The first Play's pre-roll: the listener's Stop (the app state leaving "play") ends it. When
 * they stopped, the connection the Play announced is marked as not made.
 */
export async function playPreRoll(
  config: EmbedConfig,
  stores: PlayerStores,
  breaks: AdBreaks,
): Promise<PreRollEnd> {
  const { playback: $playback, connection: $connection } = stores;
  const controller = new AbortController();
  const unlisten = $playback.listen(({ playStream }) => {
    if (!playStream) controller.abort();
  });
  // Stopped before this chunk arrived: no ad.
  const outcome = $playback.get().playStream
    ? await runPreRoll(config, { stores, signal: controller.signal, audio: $playback, breaks, mobile })
    : null;
  unlisten();
  if (!$playback.get().playStream) {
    $connection.set('idle');
    return 'stopped';
  }
  // Without any activation of the page the refusal was autoplay's; a press will let the ad play.
  // (A refusal after a press — an old Safari's expired gesture — would refuse it again: spent.)
  return outcome === 'blocked' && globalThis.navigator?.userActivation?.hasBeenActive === false ? 'unheard' : 'stream';
}

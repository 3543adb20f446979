import type { EmbedConfig } from '../config/embed-config';
import { log } from '../log/logger';
import { mountAdsUi } from '../ui/ads/mount-ads-ui';
import { followAdBreaks } from './ad-break';
import { isMobileWidth } from './companion';
import { AD_EVENTS, adEvents } from './events';

/** Every ad event at debug level (`?debug=1`), for whoever diagnoses a station's ads. */
function logAdEvents(): () => void {
  const handlers = AD_EVENTS.map((event) => {
    const handler = (payload: unknown): void => log.debug(`Ad event ${event}`, payload ?? '');
    adEvents.on(event, handler);
    return () => adEvents.off(event, handler);
  });
  return () => handlers.forEach((off) => off());
}

/**
 * The ads chunk, started by runtime/boot/ads.ts for a station with an `ads` section: the ad and
 * companion slots and the banner join the player, and the stream's metadata is followed for ad
 * breaks. (The pre-roll runs from Play: runtime/boot/ads.ts `withPreRoll`.) Returns the teardown.
 */
export function startAds(config: EmbedConfig): () => void {
  const stopLog = logAdEvents();
  const stopBreaks = followAdBreaks(() => isMobileWidth(globalThis.innerWidth ?? 0));
  const unmount = config.ads ? mountAdsUi(config.ads, document, config.privacy.enabled) : () => {};
  return () => {
    unmount();
    stopBreaks();
    stopLog();
  };
}

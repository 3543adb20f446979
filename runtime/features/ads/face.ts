import { lazy } from '../../lib/lazy';
import type { Feature } from '../../player/types';

/** The ads body (./body.ts): also the way to the page's ad events (../integrations/body.ts). */
export const adsBody = lazy(() => import('./body'));

/**
 * Ads (issue 8, docs/ads.md) for a station whose config has an `ads` section: the ad slots, the
 * banner, in-stream ad breaks and the pre-roll come with the body; with a gateway, the pre-roll
 * holds Play's gate. A station without an `ads` section loads only this check.
 */
export const ads: Feature = {
  applies: (config) => !!config.ads,
  start(player, config) {
    // With a gateway, Play waits for the body, whose pre-roll then takes the gate over (./body.ts);
    // should the body not download, the stream starts without an ad.
    const openGate = config.ads?.gateway.url
      ? player.setPlayGate((start) => void adsBody().then(() => player.passPlayGate(start), start))
      : () => {};
    return adsBody()
      .then((chunk) => chunk.startAds(player, config))
      .catch((error: unknown) => (player.env.log.error(error), openGate));
  },
};

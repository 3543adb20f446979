import type { EmbedConfig } from '../../config/embed-config';
import { log } from '../../log/logger';
import { $station } from '../../stores/station';

const chunk = () => import('./body');

/**
 * Ads (issue 8, docs/ads.md) for a station whose config has an `ads` section: the ad slots, the
 * banner and in-stream ad breaks come as a chunk. A station without it loads only this check.
 */
export function bootAds(config: EmbedConfig): void {
  if (config.ads)
    chunk()
      .then((ads) => ads.startAds(config))
      .catch(log.error);
}

let preRoll: Promise<void> | undefined;
let done = false;

/**
 * Play's first step — a click's and autoplay's alike. With an ad gateway, the page's first Play
 * plays the pre-roll, then calls `start` (unless the listener stopped meanwhile): whatever becomes
 * of the ad, the stream follows. Otherwise — and on every later Play — `start` runs at once,
 * inside the click. An ad the browser refused to autoplay was never heard: the listener's next
 * Play runs the pre-roll again (docs/ads.md "Autoplay").
 */
export function withPreRoll(start: () => void): void {
  const config = $station.get()?.config;
  if (done || !config?.ads?.gateway.url) return start();
  preRoll ??= chunk()
    .then((ads) => ads.playPreRoll(config), () => 'stream' as const)
    .then((end) => {
      if (end == 'unheard') preRoll = undefined;
      else done = true;
      if (end != 'stopped') start();
    });
}

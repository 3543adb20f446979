import type { EmbedConfig } from '../config/embed-config';
import { log } from '../log/logger';
import { $station } from '../stores/station';

/**
 * Ads (issue 8, docs/ads.md) for a station whose config has an `ads` section: the banner, the
 * ad slots and in-stream ad breaks load as a chunk. A station without it loads only this check.
 */
export function bootAds(config: EmbedConfig): void {
  if (config.ads) import('../ads/start-ads').then((chunk) => chunk.startAds(config), (error: unknown) => log.error('Unable to load the ads', error));
}

let preRoll: Promise<void> | undefined;
let done = false;

/**
 * Play's first step. With an ad gateway, the page's first Play plays the pre-roll and then calls
 * `start` (unless the listener stopped meanwhile); whatever becomes of the ad, the stream follows.
 * Otherwise — and on every later Play — `start` runs at once, inside the click.
 */
export function withPreRoll(start: () => void): void {
  const config = $station.get()?.config;
  if (done || !config?.ads?.gateway.url) return start();
  preRoll ??= import('../ads/play-pre-roll')
    .then((chunk) => chunk.playPreRoll(config), () => true)
    .then((go) => {
      done = true;
      if (go) start();
    });
}

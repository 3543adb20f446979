import type { AdEmitter, AdEvent } from '../ads/public/events';
import type { Logger } from '../../lib/logger';
import type { GaEvent } from '../tracking/public/types';

/**
 * The ad events analytics counts (issue 8: "consumed by analytics where it applies"), as the
 * action of an event hit. Every way an ad fails to play is an 'ad error': an error while it
 * played or an empty VAST (AD_ERROR), a gateway or media that could not be loaded (AD_LOAD_ERROR),
 * a timeout (AD_TIMEOUT). Progress, mute, companions and the rest stay out: no report needs them,
 * and each hit counts against the property's quota.
 */
export const AD_HIT_ACTIONS = {
  AD_START: 'ad started',
  AD_COMPLETE: 'ad completed',
  AD_ERROR: 'ad error',
  AD_LOAD_ERROR: 'ad error',
  AD_TIMEOUT: 'ad error',
} as const satisfies Partial<Record<AdEvent, string>>;

/** Spec §9's analytics categories have none for ads; this is ours (docs/ads.md). */
export const AD_HIT_CATEGORY = 'ads';

/** An event hit without its label: the tracker adds it (the station title, as for the player's). */
export type AdHit = Omit<GaEvent, 'label'>;

/** Subscribes a sender to the hits; returns its teardown. */
export type AdHitSource = (send: (hit: AdHit) => void) => () => void;

/**
 * Listens to the page's ad events from now on (the emitter arrives with its chunk) and turns them
 * into event hits. The last `limit` hits are replayed to each later subscriber: the first Play's
 * pre-roll may start before Google Analytics has consent and has started. Ads are the player's
 * doing, not the listener's: non-interaction hits.
 */
export function followAdHits(
  emitter: Promise<Pick<AdEmitter, 'on'>>,
  log: Logger,
  limit = 20,
): { subscribe: AdHitSource; stop(): void } {
  const heard: AdHit[] = [];
  const senders = new Set<(hit: AdHit) => void>();
  let stopped = false;
  let unlisten = (): void => {};

  emitter.then(
    (events) => {
      if (stopped) return;
      const offs = Object.entries(AD_HIT_ACTIONS).map(([name, action]) => {
        const event = name as keyof typeof AD_HIT_ACTIONS;
        const hear = (): void => {
          const hit: AdHit = { category: AD_HIT_CATEGORY, action, userInteraction: false };
          heard.push(hit);
          if (heard.length > limit) heard.shift();
          for (const send of [...senders]) send(hit);
        };
        return events.on(event, hear);
      });
      unlisten = () => offs.forEach((off) => off());
    },
    (error: unknown) => log.error('Ad events are not counted: their chunk failed to load', error),
  );

  return {
    subscribe(send) {
      heard.forEach(send);
      senders.add(send);
      return () => senders.delete(send);
    },
    stop() {
      stopped = true;
      unlisten();
      senders.clear();
    },
  };
}

import type { OnInitialized } from '../script/load-state';
import type { EmbedConfig } from '../../../config/embed-config';
import { log as runtimeLog, type Logger } from '../../../lib/logger';
import type { ActivitySource } from '../public/player-activity';
import { activityToGaEvent } from './activity-events';
import { createGtagTracker, type GaEvent } from './gtag-tracker';

export interface GoogleAnalyticsDeps {
  /** Told once it is initialised (spec §3 INITIALIZED). */
  onInitialized?: OnInitialized;
  onPlayerActivity?: ActivitySource;
  /** More event hits, labelled here like the player's: the ad events (integrations/ad-analytics.ts). */
  onAdHit?: (send: (hit: Omit<GaEvent, 'label'>) => void) => () => void;
  document?: Document;
  log?: Logger;
}

/**
 * Google Analytics for a station (spec §3 tracking.google): starts only when enabled and the
 * gacode exists (else the spec warning); sends one page view, then an event hit per player
 * activity labelled with the station title. Returns the teardown, or null when not started.
 */
export function startGoogleAnalytics(config: EmbedConfig, deps: GoogleAnalyticsDeps = {}): (() => void) | null {
  const log = deps.log ?? runtimeLog;
  const { enabled, gacode } = config.tracking.google;
  if (!enabled) return null;
  const tracker = createGtagTracker({
    trackingId: gacode,
    scriptUrl: config.services.google?.scriptUrl,
    document: deps.document,
    log,
  });
  if (!tracker) return null;

  let stopped = false;
  void tracker.init().then((loaded) => loaded && !stopped && deps.onInitialized?.('google'));
  tracker.pageView();
  const label = config.station.title || String(config.station.sid);
  const unsubscribe = deps.onPlayerActivity?.((activity) => {
    const event = activityToGaEvent(activity, label);
    if (event) tracker.event(event);
  });
  const stopAdHits = deps.onAdHit?.((hit) => tracker.event({ ...hit, label }));
  return () => {
    stopped = true;
    unsubscribe?.();
    stopAdHits?.();
    tracker.destroy();
  };
}

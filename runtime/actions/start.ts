import { bootAds } from '../boot/ads';
import { bootIntegrations } from '../boot/integrations';
import { bootPrivacy } from '../boot/privacy';
import { startListening } from '../features/listening';
import type { Startup } from '../config/startup';
import { log, setLogLevel } from '../lib/logger';
import { $overrides } from '../stores/overrides';
import { $station } from '../stores/station';
import { buildStationState } from './station-state';
import { loadSavedVolume } from './volume';

/**
 * Spec §4 "On mount": set the overrides, the station and the volume, then load the saved volume.
 * Without a config (and no stream_url to fall back on) only the fatal error is logged; the UI
 * then shows "This player is not configured".
 */
export function startPlayer(startup: Startup): void {
  setLogLevel(startup.overrides.logLevel);
  for (const warning of startup.warnings) log.warn(warning);
  $overrides.set(startup.overrides);
  if (!startup.config) {
    log.error(startup.fatal);
    return;
  }
  if (startup.usedDefaultConfig) log.info('No station config: playing stream_url with the default configuration');
  $station.set(buildStationState(startup.config, startup.overrides, startup.routeId));
  bootPrivacy(startup.config);
  loadSavedVolume();
  bootIntegrations(startup.config);
  bootAds(startup.config);
  startListening(startup.config);
  // Framed by a host page: answer its loader (embed.js) — play/stop, state and height.
  if (window.parent !== window) void import('../embed-api/embed-api');
}

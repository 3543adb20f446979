import { lazy } from '../../lib/lazy';
import type { Feature } from '../../player/types';

const body = lazy(() => import('./body'));

/**
 * Tracking and targeting (spec §4 "On mount … start tracking"; their vendors live in ../tracking
 * and ../targeting). This check is all a station without any loads. Otherwise the body observes
 * the player from now on and starts the integrations after first paint, each behind consent
 * (docs/tracking.md). A body that does not download is logged (the error names the chunk); the
 * player plays on without integrations.
 */
export const integrations: Feature = {
  // Every section, known or passed through: an unknown enabled one only costs a chunk that starts nothing.
  applies: (config) => [...Object.values(config.tracking), ...Object.values(config.targeting)].some((i) => i?.enabled),
  start: (player, config) => body().then((chunk) => chunk.start(player, config)),
};

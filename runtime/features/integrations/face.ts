import type { EmbedConfig } from '../../config/embed-config';
import { log } from '../../log/logger';
import { $overrides } from '../../stores/overrides';
import { $playback } from '../../stores/playback';
import { $usPrivacyMode } from '../../stores/privacy';

/**
 * Spec §4 "On mount … start tracking". This check is all a station without tracking or targeting
 * loads (≈0.12 KB gzip). Otherwise it fetches the wiring chunk, which observes the player from now
 * on and starts the integrations after first paint, each behind consent (docs/tracking.md). The
 * chunk gets the logger and stores as arguments, so its tests can hand in their own.
 */
export function bootIntegrations(config: EmbedConfig): void {
  // Every section, known or passed through: an unknown enabled one only costs a chunk that starts nothing.
  if (![...Object.values(config.tracking), ...Object.values(config.targeting)].some((i) => i?.enabled)) return;
  import('./body')
    .then((chunk) =>
      chunk.startPlayerIntegrations(config, {
        log,
        playback: $playback,
        autoplay: $overrides.get().autoplay,
        privacyMode: $usPrivacyMode,
      }),
    )
    // The error names the chunk that failed to load; the player plays on without integrations.
    .catch(log.error);
}

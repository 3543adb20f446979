import type { EmbedConfig } from '../config/embed-config';
import { defaultLog } from '../tracking/log';
import type { StartIntegrationsDeps } from './start-integrations';
import { whenIdle } from './when-idle';

/**
 * The only integrations code in the first load: after first paint it fetches the orchestrator
 * chunk and starts it (vendors are further chunks, fetched only when enabled and consented).
 * Call once from main; returns the teardown.
 */
export function loadIntegrations(config: EmbedConfig, deps: StartIntegrationsDeps = {}): () => void {
  let cancelled = false;
  let teardown: (() => void) | null = null;
  const cancelIdle = (deps.whenIdle ?? whenIdle)(() => {
    import('./start-integrations')
      .then(({ startIntegrations }) => {
        if (!cancelled) teardown = startIntegrations(config, { ...deps, whenIdle: (run) => (run(), () => {}) });
      })
      .catch((error: unknown) => (deps.log ?? defaultLog).error('Integrations failed to load', error));
  });
  return () => {
    cancelled = true;
    cancelIdle();
    teardown?.();
  };
}

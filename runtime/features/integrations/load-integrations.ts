import type { EmbedConfig } from '../../config/embed-config';
import { log as runtimeLog } from '../../lib/logger';
import type { Teardown } from '../../lib/teardown';
import type { StartIntegrationsDeps } from './start-integrations';
import { whenIdle } from './when-idle';

/**
 * After first paint, fetches the orchestrator chunk and starts it (vendors are further chunks,
 * fetched only when enabled and consented). Called once by the wiring chunk
 * (`./body.ts`); returns the teardown.
 */
export function loadIntegrations(config: EmbedConfig, deps: StartIntegrationsDeps = {}): Teardown {
  let cancelled = false;
  let teardown: Teardown | null = null;
  const cancelIdle = (deps.whenIdle ?? whenIdle)(() => {
    import('./start-integrations')
      .then(({ startIntegrations }) => {
        if (!cancelled) teardown = startIntegrations(config, { ...deps, whenIdle: (run) => (run(), () => {}) });
      })
      .catch((error: unknown) => (deps.log ?? runtimeLog).error('Integrations failed to load', error));
  });
  return () => {
    cancelled = true;
    cancelIdle();
    teardown?.();
  };
}

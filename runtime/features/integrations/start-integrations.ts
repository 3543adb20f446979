import type { EmbedConfig } from '../../config/embed-config';
import { log as runtimeLog } from '../../lib/logger';
import { consentGateOn, NO_PRIVACY_MODE, type ConsentWaiter, type PrivacyModeSource } from '../privacy/public/consent-gate';
import type { Teardown } from '../../lib/teardown';
import { INTEGRATIONS, type Integration, type IntegrationDeps } from './integration-list';
import { whenIdle as browserIdle } from './when-idle';
import { vendorIdOf } from '../consent/public/vendor-ids';
import { createIntegrationEvents, type EventHub, INITIALIZED, type IntegrationEvents } from '../tracking/public/integration-events';

/** Dispatched on `window` when an analytics integration is initialised (spec §3 INITIALIZED). */
export const INITIALIZED_EVENT = 'radio-embed:INITIALIZED';

export interface StartIntegrationsDeps extends IntegrationDeps {
  /** The privacy mode store (`stores.usPrivacyMode`) the consent gate waits on; none → nothing starts. */
  privacyMode?: PrivacyModeSource;
  /** Replaces the gate on `privacyMode` (tests). */
  waitForConsent?: ConsentWaiter;
  /** Default requestIdleCallback / setTimeout; pass `(run) => (run(), () => {})` when already idle. */
  whenIdle?: (callback: () => void) => () => void;
  /** Default every integration (tests narrow it). */
  integrations?: readonly Integration[];
  /** The hub INITIALIZED is emitted on (tracking/public/integration-events.ts); default a fresh one. */
  events?: EventHub<IntegrationEvents>;
}

/**
 * Starts the station's tracking and targeting off the critical path: after first paint, each
 * enabled integration waits for consent for its purpose (nothing loads while the privacy mode is
 * UNRESOLVED; nothing of purpose `share` loads for an opted-out listener), then its own chunk
 * is fetched and started. Returns the teardown: pending starts are cancelled and started ones
 * torn down. A failing integration is logged and never stops the others or the player.
 */
export function startIntegrations(config: EmbedConfig, deps: StartIntegrationsDeps = {}): Teardown {
  const log = deps.log ?? runtimeLog;
  const consent = deps.waitForConsent ?? consentGateOn(deps.privacyMode ?? NO_PRIVACY_MODE);
  const controller = new AbortController();
  const { signal } = controller;
  const teardowns: Teardown[] = [];
  // Spec §4: an integration is initialised once its options exist and its script is ready: the
  // hub's INITIALIZED (and ANY), a debug line, and for the station's custom JS
  // `radio-embed:INITIALIZED` ({ integration }) on the window.
  const events = deps.events ?? createIntegrationEvents(log);
  const offWindow = events.on(INITIALIZED, (detail) => {
    log.debug(`${detail.integration}: initialized`);
    globalThis.dispatchEvent?.(new CustomEvent(INITIALIZED_EVENT, { detail }));
  });
  const onInitialized =
    deps.onInitialized ?? ((integration: string): void => events.emit(INITIALIZED, { integration }));

  const startOne = async (integration: Integration): Promise<void> => {
    if (!(await consent(integration.purpose, signal, vendorIdOf(config, integration.name)))) {
      if (!signal.aborted) log.debug(`${integration.name}: not started, no consent for ${integration.purpose}`);
      return;
    }
    if (signal.aborted) return;
    const teardown = await integration.start(config, { ...deps, onInitialized });
    if (!teardown) return;
    if (signal.aborted) safely(teardown);
    else teardowns.push(teardown);
  };

  const cancelIdle = (deps.whenIdle ?? browserIdle)(() => {
    for (const integration of deps.integrations ?? INTEGRATIONS) {
      if (!integration.enabled(config)) continue;
      startOne(integration).catch((error: unknown) => log.error(`${integration.name}: failed to start`, error));
    }
  });

  function safely(teardown: Teardown): void {
    try {
      teardown();
    } catch (error) {
      log.error('Integration teardown failed', error);
    }
  }

  return () => {
    controller.abort();
    cancelIdle();
    teardowns.splice(0).forEach(safely);
    offWindow();
  };
}

/** Script load states (spec §4 "Script loading"). */
export const LoadState = {
  NOT_LOADED: 'NOT_LOADED',
  LOADING: 'LOADING',
  LOADED: 'LOADED',
} as const;
export type LoadState = (typeof LoadState)[keyof typeof LoadState];

/**
 * Analytics load-state events (spec §3 "Analytics load states"). The loader emits the first four;
 * SDK_INITIALIZED comes from the external-SDK wrapper, INITIALIZED from the integrations'
 * hub (../public/integration-events.ts, emitted by integrations/start-integrations.ts).
 */
export const LoadEvent = {
  REQUESTED: 'REQUESTED',
  LOADED: 'LOADED',
  ERROR: 'ERROR',
  UNLOADED: 'UNLOADED',
  SDK_INITIALIZED: 'SDK_INITIALIZED',
  INITIALIZED: 'INITIALIZED',
} as const;

/**
 * Told when an analytics integration becomes initialised (LoadEvent.INITIALIZED, spec §4: its
 * required options exist and its script is ready). Handed in by the orchestrator
 * (integrations/start-integrations.ts); an integration that stays uninitialised never calls it.
 */
export type OnInitialized = (integration: string) => void;

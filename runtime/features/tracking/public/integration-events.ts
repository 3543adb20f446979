import type { Logger } from '../../../lib/logger';
import { createEventHub, type EventHub } from '../events/event-hub';
import { LoadEvent } from '../script/load-state';

export { LoadEvent };
export type { EventHub };

/**
 * The integrations' own load-state events (spec §3 "Analytics load states"): INITIALIZED when an
 * integration's required options exist and its script is ready (spec §4), with its name; the hub
 * also emits it as ANY. The script loader's and SDK wrapper's hubs carry the other states.
 */
export type IntegrationEvents = {
  [LoadEvent.INITIALIZED]: { integration: string };
};

export const createIntegrationEvents = (log: Logger): EventHub<IntegrationEvents> => createEventHub<IntegrationEvents>(log);

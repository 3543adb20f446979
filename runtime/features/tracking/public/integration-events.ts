import type { Logger } from '../../../lib/logger';
import { createEventHub, type EventHub } from '../events/event-hub';
import type { LoadEvent } from '../script/load-state';

export type { EventHub };

/** LoadEvent.INITIALIZED, written out: importing load-state's object here would split it into a chunk of its own, shared with the vendors. */
export const INITIALIZED: typeof LoadEvent.INITIALIZED = 'INITIALIZED';

/**
 * The integrations' own load-state events (spec §3 "Analytics load states"): INITIALIZED when an
 * integration's required options exist and its script is ready (spec §4), with its name; the hub
 * also emits it as ANY. The script loader's and SDK wrapper's hubs carry the other states.
 */
export type IntegrationEvents = {
  [INITIALIZED]: { integration: string };
};

export const createIntegrationEvents = (log: Logger): EventHub<IntegrationEvents> => createEventHub<IntegrationEvents>(log);

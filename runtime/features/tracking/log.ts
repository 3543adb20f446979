import { log } from '../../log/logger';

/**
 * What the tracking and targeting modules log through. Structural, so the runtime's logger or a
 * test recorder fits. Messages are the spec's §8 texts, verbatim, as the first argument so a level
 * filter or a test can match them exactly.
 */
export interface TrackingLog {
  debug(message: string, ...data: unknown[]): void;
  warn(message: string, ...data: unknown[]): void;
  error(message: string, ...data: unknown[]): void;
}

/** The runtime's logger: what every tracking module logs through unless a test hands in another. */
export const defaultLog: TrackingLog = log;

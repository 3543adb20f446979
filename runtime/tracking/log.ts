/**
 * What the tracking and targeting modules log through. Structural, so the runtime's own logger
 * (or `console`) can be passed as is; messages are the spec's §8 texts, verbatim, as the first
 * argument so a level filter or a test can match them exactly.
 */
export interface TrackingLog {
  debug(message: string, ...data: unknown[]): void;
  warn(message: string, ...data: unknown[]): void;
  error(message: string, ...data: unknown[]): void;
}

/** The fallback when no logger is injected: the browser console. */
export const consoleLog: TrackingLog = {
  debug: (message, ...data) => console.debug(message, ...data),
  warn: (message, ...data) => console.warn(message, ...data),
  error: (message, ...data) => console.error(message, ...data),
};

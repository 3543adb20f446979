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

let sink: TrackingLog | null = null;

/**
 * Points `defaultLog` at the runtime's logger. The wiring chunk does it with the logger the first
 * load hands it: importing `log/logger` here would make esbuild split the logger out of the first
 * load into a shared chunk (docs/tracking.md, "Off the critical path").
 */
export function setTrackingLog(log: TrackingLog | null): void {
  sink = log;
}

/** Forwards to the logger set above; silent until then (nothing here runs before the wiring). */
export const defaultLog: TrackingLog = {
  debug: (message, ...data) => sink?.debug(message, ...data),
  warn: (message, ...data) => sink?.warn(message, ...data),
  error: (message, ...data) => sink?.error(message, ...data),
};

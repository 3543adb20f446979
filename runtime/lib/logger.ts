/**
 * The runtime's one logger and its only door to the console (house rule: no `console` calls
 * elsewhere). Modules that take a logger (tracking, targeting, privacy) take this `Logger` type,
 * so a test hands in a recorder and the runtime passes `log`.
 * Every line carries the "[radio-embed]" prefix so a station can tell our output from its own
 * custom JS. The level comes from the `debug` query parameter (config/log-level.ts); default error.
 */

/** From most to least verbose: a level prints itself and every level after it. `silent` prints nothing. */
export const LOG_LEVELS = ['trace', 'debug', 'info', 'warn', 'error', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

const PREFIX = '[radio-embed]';

/** The rank (index in LOG_LEVELS) of the most verbose level printed. */
let threshold = LOG_LEVELS.indexOf('error');

export function setLogLevel(level: LogLevel): void {
  threshold = LOG_LEVELS.indexOf(level);
}

export function getLogLevel(): LogLevel {
  return LOG_LEVELS[threshold]!;
}

type Method = Exclude<LogLevel, 'silent'>;

export interface Logger {
  trace(...args: unknown[]): void;
  debug(...args: unknown[]): void;
  info(...args: unknown[]): void;
  warn(...args: unknown[]): void;
  error(...args: unknown[]): void;
}

/** The shared logger: `log.warn('Autostart is not allowed')`. */
export const log = Object.fromEntries(
  (LOG_LEVELS.slice(0, -1) as Method[]).map((level, rank) => [
    level,
    (...args: unknown[]) => {
      // console.trace would print a stack for every line; trace-level text goes to console.debug.
      if (rank >= threshold) console[level === 'trace' ? 'debug' : level](PREFIX, ...args);
    },
  ]),
) as unknown as Logger;

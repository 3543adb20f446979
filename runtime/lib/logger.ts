/**
 * The runtime's one logger and its only door to the console (house rule: no `console` calls
 * elsewhere). Modules that take a logger (tracking, targeting, privacy) take this `Logger` type,
 * so a test hands in a recorder and the runtime passes `log`.
 * Every line carries the "[radio-embed]" prefix so a station can tell our output from its own
 * custom JS. The level comes from the `debug` query parameter (config/log-level.ts); default error.
 */

/** From most to least verbose. `silent` prints nothing. */
export type LogLevel = 'trace' | 'debug' | 'info' | 'warn' | 'error' | 'silent';

const RANK: Record<LogLevel, number> = { trace: 0, debug: 1, info: 2, warn: 3, error: 4, silent: 5 };
const PREFIX = '[radio-embed]';

let threshold: LogLevel = 'error';

export function setLogLevel(level: LogLevel): void {
  threshold = level;
}

export function getLogLevel(): LogLevel {
  return threshold;
}

type Method = Exclude<LogLevel, 'silent'>;

function write(level: Method, args: unknown[]): void {
  if (RANK[level] < RANK[threshold]) return;
  // console.trace would print a stack for every line; trace-level text goes to console.debug.
  const sink = level === 'trace' ? 'debug' : level;
  console[sink](PREFIX, ...args);
}

export interface Logger {
  trace(...args: unknown[]): void;
  debug(...args: unknown[]): void;
  info(...args: unknown[]): void;
  warn(...args: unknown[]): void;
  error(...args: unknown[]): void;
}

const METHODS: Method[] = ['trace', 'debug', 'info', 'warn', 'error'];

/** The shared logger: `log.warn('Autostart is not allowed')`. */
export const log = Object.fromEntries(
  METHODS.map((level) => [level, (...args: unknown[]) => write(level, args)]),
) as unknown as Logger;

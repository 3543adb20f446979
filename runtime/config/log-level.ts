import { LOG_LEVELS, type LogLevel } from '../lib/logger';

/** Spec §2: the level when the parameter is absent (one part says warn; we follow the main rule). */
export const DEFAULT_LOG_LEVEL: LogLevel = 'error';

/**
 * The log level a `debug` query value asks for (spec §2): 1, true, on, yes or debug → debug;
 * silent or off → silent; trace, info or warn → that level; anything else → error.
 * Letter case and surrounding spaces are ignored, since people type these by hand.
 */
export function parseLogLevel(value: string | null | undefined): LogLevel {
  if (value == null) return DEFAULT_LOG_LEVEL;
  const v = value.trim().toLowerCase();
  if (['1', 'true', 'on', 'yes'].includes(v)) return 'debug';
  if (v === 'off') return 'silent';
  // A level's own name (trace, debug, info, warn, error, silent) asks for that level.
  return LOG_LEVELS.find((level) => level === v) ?? 'error';
}

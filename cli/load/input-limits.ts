/**
 * Limits on what a JSON input file (a station file, the shared config) may be, so a hostile or
 * broken file is refused with a message instead of exhausting memory or the stack. A real
 * station file is a few KB and about 5 levels deep; docs/input-limits.md explains the numbers.
 */
export const MAX_JSON_FILE_BYTES = 1_000_000;
export const MAX_JSON_DEPTH = 64;

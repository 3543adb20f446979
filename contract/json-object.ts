/** JSON as the build writes it and the runtime reads it back: no types beyond these. */
export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
export type JsonObject = { [key: string]: Json };

/** Whether a parsed value is an object with keys (not null, not an array). */
export const isJsonObject = (value: unknown): value is JsonObject => typeof value === 'object' && value !== null && !Array.isArray(value);

import * as z from 'zod';

/** Free text with '' as "not set", the way the legacy service sends unset fields. */
export const text = z.string().default('');

/**
 * An id issued by a third party (analytics site id, placement id, …). The legacy service sends
 * some of them as numbers; they are kept as strings (spec §5: text options are strings).
 */
export const externalId = z
  .union([z.string(), z.number()])
  .transform((v) => String(v).trim())
  .default('');

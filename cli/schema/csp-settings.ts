import * as z from 'zod';
import { issueParams } from './url';

/** One CSP source expression (`'self'`, `https://radio42.example`, `*.example.com`, `https:`). */
const cspSource = z
  .string()
  .trim()
  // Printable ASCII only (a host outside it is written in punycode): a space, ';' or ',' would end
  // the source or the directive, a control character (U+0001, U+0085) would go raw into _headers.
  .refine((v) => /^[!-+\--:<-~]+$/.test(v), issueParams('NOT_A_CSP_SOURCE'))
  // The page's safety rests on hashes; this would switch them off for every inline script.
  .refine((v) => v.toLowerCase() !== "'unsafe-inline'", issueParams('UNSAFE_INLINE'));

/**
 * `csp` in radio-embed.config.json: the Content-Security-Policy of every station page
 * (dist/_headers and preview). The build writes the policy itself; these are the operator's
 * additions: who may frame the player, and sources for the stations' own custom JS.
 */
export const cspSettingsSchema = z
  .looseObject({
    /** Sites allowed to embed the player (`frame-ancestors`); every site by default. */
    frameAncestors: z.array(cspSource).default(() => ['*']),
    /** Extra sources per directive, e.g. `{ "script-src": ["https://cdn.radio42.example"] }`. */
    sources: z.record(z.string().regex(/^[a-z-]+$/), z.array(cspSource)).default({}),
  })
  .meta({ description: 'Content-Security-Policy additions for every station page.' });

export type CspSettings = z.output<typeof cspSettingsSchema>;

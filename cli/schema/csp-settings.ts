import * as z from 'zod';
import { directiveNameProblem, KNOWN_DIRECTIVES } from '../csp/csp-policy-text';
import { operatorSourceRefusal } from './csp-source-checks';

/** Adds an issue for each value of `directive` that cannot be written into it (path: its index). */
function checkValues(directive: string, values: readonly string[], ctx: z.core.$RefinementCtx, path: (string | number)[]): void {
  values.forEach((value, index) => {
    const refusal = operatorSourceRefusal(directive, value);
    if (refusal) ctx.addIssue({ code: 'custom', path: [...path, index], message: '', input: value, params: refusal });
  });
}

/** One CSP value, trimmed; what it may be depends on its directive (csp-source-checks.ts). */
const cspValue = z.string().trim();

/**
 * `csp` in radio-embed.config.json: the Content-Security-Policy of every station page
 * (dist/_headers and preview). The build writes the policy itself; these are the operator's
 * additions: who may frame the player, and sources for the stations' own custom JS. Every value is
 * checked by the CSP grammar of its directive, so none can end a directive or start another.
 */
export const cspSettingsSchema = z
  .looseObject({
    /** Sites allowed to embed the player (`frame-ancestors`); every site by default. */
    frameAncestors: z
      .array(cspValue)
      .default(() => ['*'])
      .superRefine((values, ctx) => checkValues('frame-ancestors', values, ctx, [])),
    /** Extra sources per directive, e.g. `{ "script-src": ["https://cdn.radio42.example"] }`. */
    sources: z
      // The names are checked below, with the reason; for editors the schema lists them.
      .record(z.string().meta({ enum: [...KNOWN_DIRECTIVES] }), z.array(cspValue))
      .default({})
      .superRefine((record, ctx) => {
        for (const [directive, values] of Object.entries(record)) {
          const reason = directiveNameProblem(directive);
          if (reason) ctx.addIssue({ code: 'custom', path: [directive], message: '', input: values, params: { code: 'NOT_A_CSP_SOURCE', reason } });
          else checkValues(directive, values, ctx, [directive]);
        }
      }),
  })
  .meta({ description: 'Content-Security-Policy additions for every station page.' });

export type CspSettings = z.output<typeof cspSettingsSchema>;

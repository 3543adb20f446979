import { directiveNameProblem, directiveValueProblem } from '../csp/csp-policy-text';

/** A value refused for a policy, with the catalogue code and reason the operator reads. */
export type SourceRefusal = { code: 'UNSAFE_INLINE' } | { code: 'NOT_A_CSP_SOURCE'; reason: string };

/** Directives whose sources decide what code runs in the page: its safety rests on hashes and named hosts. */
const CODE_DIRECTIVES = /^(?:default-src|script-src(?:-elem|-attr)?|style-src(?:-elem|-attr)?|object-src|worker-src|base-uri)$/;

/** Sources that allow any host: `*`, `https://*`, a bare scheme (`https:`, `data:`). */
const ANY_HOST = /^(?:\*|[a-z][a-z0-9+.-]*:(?:\/\/\*(?::[0-9*]+)?\/?)?)$/i;

/**
 * Why the operator's `value` cannot be added to `directive` (csp.frameAncestors, csp.sources), or
 * undefined: it must be one well-formed token of that directive by the CSP grammar, never
 * 'unsafe-inline', and not a wildcard that would let any host's code into the page.
 */
export function operatorSourceRefusal(directive: string, value: string): SourceRefusal | undefined {
  if (value.toLowerCase() === "'unsafe-inline'") return { code: 'UNSAFE_INLINE' };
  const problem = directiveNameProblem(directive) ?? directiveValueProblem(directive, value);
  if (problem) return { code: 'NOT_A_CSP_SOURCE', reason: problem };
  if (CODE_DIRECTIVES.test(directive) && ANY_HOST.test(value)) {
    return { code: 'NOT_A_CSP_SOURCE', reason: `${value} in ${directive} would let code from any host into the page; name the hosts` };
  }
  return undefined;
}

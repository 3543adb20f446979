import { type CspDirectives, formatPolicy, parsePolicy } from '../csp/csp-policy-text';

/**
 * Content-Security-Policy text as directives, for the policies a build did not just compute: a
 * previous build's (read from its manifest, so never trusted as it is) and the transition policy
 * that lets a page be served while it is being replaced. Parsing checks every part by the CSP
 * grammar (../csp/csp-policy-text.ts).
 */
export type { CspDirectives };
export const parseCsp = parsePolicy;
export const formatCsp = formatPolicy;

/** Whether `policy` allows every one of these sources in `directive` (or, failing it, default-src). */
export function allows(policy: CspDirectives, directive: string, sources: readonly string[]): boolean {
  const allowed = policy.get(directive) ?? policy.get('default-src') ?? [];
  return sources.every((source) => allowed.includes(source));
}

/**
 * A policy that allows what either policy allows, directive by directive: while a page is being
 * replaced, the old page and the new one are both served with it. `'none'` gives way to any source.
 * Only fetch directives (`*-src`) fall back to default-src; any other directive (frame-ancestors,
 * base-uri, sandbox, report-uri, upgrade-insecure-requests) restricts or changes nothing where it
 * is absent, so the union keeps it only when both policies have it.
 */
export function unionCsp(next: CspDirectives, previous: CspDirectives): CspDirectives {
  const union: CspDirectives = new Map();
  for (const name of new Set([...next.keys(), ...previous.keys()])) {
    if (!name.endsWith('-src') && !(next.has(name) && previous.has(name))) continue;
    // A directive one policy lacks falls back to default-src there, so the union needs that too.
    const fallback = (policy: CspDirectives) => policy.get(name) ?? policy.get('default-src') ?? [];
    const sources = [...new Set([...fallback(next), ...fallback(previous)])];
    union.set(name, sources.length > 1 ? sources.filter((s) => s !== "'none'") : sources);
  }
  return union;
}

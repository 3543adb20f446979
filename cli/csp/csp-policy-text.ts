import { sourceExpressionProblem } from '../../contract/csp-grammar';

/** A policy as directives: each name once, in the order written, with its values. */
export type CspDirectives = Map<string, string[]>;

/** What a directive's values are, by the CSP grammar. */
type ValueKind = 'sources' | 'ancestors' | 'sandbox' | 'none' | 'report-uri' | 'report-to';

const FETCH_DIRECTIVES = [
  'default-src',
  'child-src',
  'connect-src',
  'font-src',
  'frame-src',
  'img-src',
  'manifest-src',
  'media-src',
  'object-src',
  'script-src',
  'script-src-elem',
  'script-src-attr',
  'style-src',
  'style-src-elem',
  'style-src-attr',
  'worker-src',
];

/** The directives a radio-embed policy may hold: CSP Level 3's, minus the deprecated and the experimental. */
const KINDS: ReadonlyMap<string, ValueKind> = new Map<string, ValueKind>([
  ...FETCH_DIRECTIVES.map((name) => [name, 'sources'] as [string, ValueKind]),
  ['base-uri', 'sources'],
  ['form-action', 'sources'],
  ['frame-ancestors', 'ancestors'],
  ['sandbox', 'sandbox'],
  ['upgrade-insecure-requests', 'none'],
  ['block-all-mixed-content', 'none'],
  ['report-uri', 'report-uri'],
  ['report-to', 'report-to'],
]);

export const KNOWN_DIRECTIVES: readonly string[] = [...KINDS.keys()];

/** Why `name` is not a directive a policy can hold, or undefined. */
export function directiveNameProblem(name: string): string | undefined {
  return KINDS.has(name) ? undefined : `"${name}" is not a CSP directive (${KNOWN_DIRECTIVES.join(', ')})`;
}

/** Why `value` cannot be one of `directive`'s values, or undefined. */
export function directiveValueProblem(directive: string, value: string): string | undefined {
  switch (KINDS.get(directive)) {
    case undefined:
      return directiveNameProblem(directive);
    case 'sources':
      return sourceExpressionProblem(value);
    case 'ancestors': {
      // frame-ancestors takes hosts and schemes, and of the keywords only 'self' and 'none'.
      const problem = sourceExpressionProblem(value);
      if (problem || !value.startsWith("'") || ["'self'", "'none'"].includes(value.toLowerCase())) return problem;
      return `frame-ancestors takes hosts, schemes, 'self' or 'none', not ${value}`;
    }
    case 'sandbox':
      return /^allow-[a-z-]+$/.test(value) ? undefined : `${JSON.stringify(value)} is not a sandbox flag (allow-scripts, allow-forms, …)`;
    case 'none':
      return `${directive} takes no value`;
    case 'report-uri':
      return /^https?:\/\/[\x21-\x7e]+$/.test(value) && !/[;,'"$\\]/.test(value) ? undefined : `${JSON.stringify(value)} is not an http(s) URL without ';', ',', quotes or '$'`;
    case 'report-to':
      return /^[a-z0-9_-]+$/i.test(value) ? undefined : `${JSON.stringify(value)} is not a reporting group name`;
  }
}

/** Why this policy cannot be written (`script-src: …`), or undefined when every part is well-formed. */
export function policyProblem(policy: CspDirectives): string | undefined {
  if (policy.size === 0) return 'it has no directive';
  for (const [name, values] of policy) {
    const nameProblem = directiveNameProblem(name);
    if (nameProblem) return nameProblem;
    const kind = KINDS.get(name);
    if (values.length === 0 && kind !== 'none' && kind !== 'sandbox') return `${name}: no value (write 'none' for none)`;
    for (const value of values) {
      const problem = directiveValueProblem(name, value);
      if (problem) return `${name}: ${problem}`;
    }
    if (new Set(values).size !== values.length) return `${name}: a value is repeated`;
  }
  return undefined;
}

/** `name value value; name value`, the one way radio-embed writes a policy. */
export function formatPolicy(policy: CspDirectives): string {
  return [...policy].map(([name, values]) => [name, ...values].join(' ')).join('; ');
}

/**
 * The directives of a policy as formatPolicy writes it — every directive once, single spaces, no
 * empty or padded token, every part well-formed — or undefined. A policy read back from a file
 * (a previous build's manifest) is only used through this.
 */
export function parsePolicy(text: unknown): CspDirectives | undefined {
  if (typeof text !== 'string' || text.length === 0 || text.length > 65_536) return undefined;
  const policy: CspDirectives = new Map();
  for (const part of text.split('; ')) {
    const [name, ...values] = part.split(' ');
    if (policy.has(name!)) return undefined;
    policy.set(name!, values);
  }
  return policyProblem(policy) === undefined && formatPolicy(policy) === text ? policy : undefined;
}

/** Thrown when a policy the build assembled fails its own check: nothing is written. */
export class UnwritablePolicy extends Error {
  constructor(readonly reason: string) {
    super(`Content-Security-Policy refused: ${reason}`);
  }
}

/** The policy as text, after checking every part of it. */
export function checkedPolicyText(policy: CspDirectives): string {
  const problem = policyProblem(policy);
  if (problem) throw new UnwritablePolicy(problem);
  return formatPolicy(policy);
}

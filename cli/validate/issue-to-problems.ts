import type * as z from 'zod';
import type { ProblemCode } from '../errors/catalogue';
import type { JsonPath } from '../errors/json-path';
import { valueAt } from '../errors/json-path';
import { problem, type Problem, type Where } from '../errors/problem';
import { closestName } from './closest-name';
import { languageByName } from './language-name';
import { describeExpected, describeValue } from './describe-value';

type Issue = z.core.$ZodIssue;

/** Maps a JSON path of the validated document to the file and path the operator should edit. */
export type Locate = (path: JsonPath) => Where;

/**
 * Turns zod issues into catalogue problems: one line per issue, never zod's own wording. A failed
 * union becomes one line, unless the value matched one branch's shape and failed inside it; then
 * that branch's precise problems are reported instead.
 */
export function issuesToProblems(issues: readonly Issue[], input: unknown, locate: Locate, base: JsonPath = []): Problem[] {
  return issues.flatMap((issue) => issueToProblems(issue, input, locate, [...base, ...(issue.path as JsonPath)]));
}

function issueToProblems(issue: Issue, input: unknown, locate: Locate, path: JsonPath): Problem[] {
  const received = valueAt(input, path);
  const where = locate(path);
  switch (issue.code) {
    case 'invalid_type':
      if (received === undefined) return [problem('REQUIRED', where)];
      return [problem('WRONG_TYPE', where, { expected: describeExpected(issue.expected), received: describeValue(received) })];
    case 'too_small':
      if (issue.origin === 'string') return [problem('EMPTY_STRING', where)];
      if (issue.origin === 'number') return [problem('TOO_SMALL_NUMBER', where, { minimum: Number(issue.minimum), received: describeValue(received) })];
      return [problem('INVALID', where)];
    case 'invalid_value':
      return [notOneOf(issue.values.map(String), where, received)];
    case 'invalid_union': {
      // The branch whose shape the value has: its failures are inside the value, or are checks of
      // the value itself other than its type ("Volum" is a string, just not a known control).
      const inside = issue.errors.find((branch) => branch.length > 0 && branch.every((i) => i.path.length > 0 || i.code !== 'invalid_type'));
      if (inside) return issuesToProblems(inside, input, locate, path);
      const expected = issue.errors.flatMap((branch) => branch.filter((i) => i.code === 'invalid_type').map((i) => describeExpected(i.expected)));
      return [problem('NO_MATCHING_FORM', where, { expected: [...new Set(expected)], received: describeValue(received) })];
    }
    case 'custom':
      return [customProblem(issue.params ?? {}, where, received)];
    default:
      return [problem('INVALID', where)];
  }
}

/** `must be one of "Dark", "Light"; got "Ligth"; did you mean "Light"?` */
function notOneOf(values: readonly string[], where: Where, received: unknown, named?: string): Problem {
  const suggestion = named ?? (typeof received === 'string' ? closestName(received.trim(), values) : undefined);
  return problem('NOT_ONE_OF', where, { values, received: describeValue(received), ...(suggestion === undefined ? {} : { suggestion }) });
}

/** Refinements in schema/ name their catalogue code (and its parameters) in `params`. */
function customProblem(params: Record<string, unknown>, where: Where, received: unknown): Problem {
  const code = params.code as ProblemCode;
  switch (code) {
    case 'URL_REQUIRED_FOR_SOURCE':
      return problem(code, where, { source: String(params.source) });
    case 'NOT_A_REGION':
    case 'UNSUPPORTED_LANGUAGE':
      return problem(code, where, { received: describeValue(received) });
    case 'NOT_ONE_OF': {
      // `ui.locale: "Deutsch"`: the language's name, in English or in itself, suggests its code.
      const byName = params.suggest === 'language' && typeof received === 'string' ? languageByName(received) : undefined;
      return notOneOf(params.values as string[], where, received, byName);
    }
    case 'NOT_HTTP_URL':
    case 'NOT_URL_OR_PATH':
    case 'NOT_A_CSP_SOURCE':
    case 'NOT_A_CSP_HOST':
      return problem(code, where, { reason: String(params.reason) });
    case 'UNSAFE_INLINE':
    case 'NO_STREAM':
    case 'NOT_A_MOUNT':
    case 'NOT_A_PUBLISHING_BASE':
    case 'INVALID_BASE_URL':
      return problem(code, where);
    default:
      return problem('INVALID', where);
  }
}

import { PROBLEMS, WARNINGS, type ProblemCode, type WarningCode } from './catalogue';
import { formatJsonPath, type JsonPath } from './json-path';

/** Where a message points: a file as the user named it, optionally a JSON path or a line:column. */
export interface Where {
  file: string;
  path?: JsonPath;
  line?: number;
  column?: number;
}

/** A problem or warning as data: its catalogue code, where it is, and its rendered message. */
export interface Report<C extends string> extends Where {
  code: C;
  message: string;
}

export type Problem = Report<ProblemCode>;
export type Warning = Report<WarningCode>;

type ParamsOf<F> = F extends (...args: infer A) => string ? (A extends [] ? [] : A) : never;

export function problem<C extends ProblemCode>(code: C, where: Where, ...params: ParamsOf<(typeof PROBLEMS)[C]>): Problem {
  const render = PROBLEMS[code] as (p?: unknown) => string;
  return { ...where, code, message: render(params[0]) };
}

export function warning<C extends WarningCode>(code: C, where: Where, ...params: ParamsOf<(typeof WARNINGS)[C]>): Warning {
  const render = WARNINGS[code] as (p?: unknown) => string;
  return { ...where, code, message: render(params[0]) };
}

/** `stations/7.json: data.audioHls: must be an http(s) URL`, or `file:3:14: message` for JSON syntax. */
export function formatReport(report: Where & { message: string }): string {
  const location = report.line === undefined ? report.file : `${report.file}:${report.line}:${report.column}`;
  const path = report.path?.length ? `${formatJsonPath(report.path)}: ` : '';
  return `${location}: ${path}${report.message}`;
}

/** Drops repeats, e.g. one bad value in shared defaults reported once instead of per station. */
export function uniqueReports<R extends Report<string>>(reports: readonly R[]): R[] {
  const seen = new Set<string>();
  return reports.filter((r) => {
    const line = formatReport(r);
    if (seen.has(line)) return false;
    seen.add(line);
    return true;
  });
}

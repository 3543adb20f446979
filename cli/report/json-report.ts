import { formatJsonPath } from '../errors/json-path';
import type { Report } from '../errors/problem';

/** A problem or warning for machines: the file, the JSON path as printed, the message, the code. */
export interface JsonReport {
  file: string;
  path: string;
  message: string;
  code: string;
  line?: number;
  column?: number;
}

export function toJsonReport(report: Report<string>): JsonReport {
  return {
    file: report.file,
    path: report.path ? formatJsonPath(report.path) : '',
    message: report.message,
    code: report.code,
    ...(report.line === undefined ? {} : { line: report.line, column: report.column }),
  };
}

/** One JSON document on stdout, pretty enough to read in a CI log. */
export function formatJson(value: unknown): string {
  return `${JSON.stringify(value, null, 2)}\n`;
}

import { problem, type Problem } from '../errors/problem';
import { MAX_JSON_DEPTH, MAX_JSON_FILE_BYTES } from './input-limits';
import { findTooDeep } from './json-depth';
import { findJsonSyntaxError, lineAndColumn } from './json-syntax-error';
import { readRegularFile } from './read-regular-file';

export type JsonFileResult = { ok: true; value: unknown } | { ok: false; problem: Problem };

/**
 * Reads and parses one JSON file. `file` is the path as the user gave it (it names the file in
 * messages); `absolutePath` is where it is read from. Read synchronously: a batch of 10,000
 * small station files is several times faster without a thread-pool round trip per file.
 * Anything that is not a small, shallow, regular file is a problem of that file alone
 * (input-limits.ts), never an exception that would stop the other stations.
 */
export async function readJsonFile(absolutePath: string, file: string): Promise<JsonFileResult> {
  const read = readRegularFile(absolutePath, MAX_JSON_FILE_BYTES);
  if (!read.ok) {
    if (read.reason === 'not-found') return { ok: false, problem: problem('FILE_NOT_FOUND', { file }) };
    if (read.reason === 'not-regular') return { ok: false, problem: problem('NOT_A_REGULAR_FILE', { file }, { kind: read.kind }) };
    if (read.reason === 'too-large') return { ok: false, problem: problem('FILE_TOO_LARGE', { file }, { limit: MAX_JSON_FILE_BYTES }) };
    return { ok: false, problem: problem('FILE_UNREADABLE', { file }, { code: read.code }) };
  }
  let text = read.text;
  // Editors on some systems save a byte-order mark that JSON.parse rejects.
  if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
  const tooDeep = findTooDeep(text, MAX_JSON_DEPTH);
  if (tooDeep !== undefined) {
    return { ok: false, problem: problem('TOO_DEEPLY_NESTED', { file, ...lineAndColumn(text, tooDeep) }, { limit: MAX_JSON_DEPTH }) };
  }
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    const syntax = findJsonSyntaxError(text) ?? { offset: 0, reason: 'not valid JSON' };
    return { ok: false, problem: problem('MALFORMED_JSON', { file, ...lineAndColumn(text, syntax.offset) }, { reason: syntax.reason }) };
  }
}

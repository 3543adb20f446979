/**
 * Every message an operator can see, keyed by a stable code. Each message is a function of its
 * parameters, so tests and other tools refer to the code, not to the wording.
 */

/** Problems make a run fail (exit code 1) and nothing is written. */
export const PROBLEMS = {
  FILE_NOT_FOUND: () => 'file not found',
  DIRECTORY_NOT_FOUND: () => 'directory not found',
  NO_STATION_FILES: () => 'no station files (<id>.json) found',
  MALFORMED_JSON: (p: { reason: string }) => `malformed JSON: ${p.reason}`,
  REQUIRED: () => 'is required',
  WRONG_TYPE: (p: { expected: string; received: string }) => `must be ${p.expected}, got ${p.received}`,
  TOO_SMALL_NUMBER: (p: { minimum: number; received: string }) =>
    `must be at least ${p.minimum}, got ${p.received}`,
  EMPTY_STRING: () => 'must not be empty',
  NOT_ONE_OF: (p: { values: readonly string[]; received: string }) =>
    `must be one of ${p.values.map((v) => JSON.stringify(v)).join(', ')}; got ${p.received}`,
  NO_MATCHING_FORM: (p: { expected: readonly string[]; received: string }) =>
    `must be ${p.expected.join(' or ')}, got ${p.received}`,
  NOT_HTTP_URL: () => 'must be an http(s) URL',
  NOT_URL_OR_PATH: () => 'must be an http(s) URL or a path starting with /',
  NOT_A_REGION: (p: { received: string }) => `must be a two-letter US state code, got ${p.received}`,
  SID_MISMATCH: (p: { id: number; sid: number }) => `must equal the file's id ${p.id}, got ${p.sid}`,
  NO_STREAM: () => 'needs at least one valid stream URL: audioHls, audioFlash or audioHtml',
  URL_REQUIRED_FOR_SOURCE: (p: { source: string }) => `is required when metadata.source is "${p.source}"`,
  UNKNOWN_KEY: () => 'unknown key',
  INVALID: () => 'is invalid',
  BUNDLE_FAILED: (p: { details: string }) => `could not bundle the runtime:\n${p.details}`,
  WRITE_FAILED: (p: { reason: string }) => `cannot write the output: ${p.reason}`,
  TEMPLATE_PLACEHOLDER: (p: { name: string }) => `unknown placeholder {{${p.name}}}`,
} as const;

/** Warnings are printed (`warning: …`) and the run goes on. */
export const WARNINGS = {
  UNKNOWN_KEY: () => 'unknown key',
  STREAM_PLACEHOLDER: () => 'not a URL; ignored as an invalid-stream placeholder',
  NO_PUBLIC_URL: (p: { src: string }) => `the iframe src is the relative "${p.src}" because no publicUrl is set`,
  NOT_A_STATION_FILE: () => 'not named <id>.json; skipped',
} as const;

/** Usage errors (exit code 2), printed the way commander prints its own (`error: …`). */
export const USAGE = {
  BAD_STATION_ID: () => 'A station id is a positive integer, e.g. 42.',
  NO_STATION_CHOSEN: () => 'build needs --station <id> or --all',
  STATION_AND_ALL: () => '--station and --all cannot be used together',
} as const;

export type ProblemCode = keyof typeof PROBLEMS;
export type WarningCode = keyof typeof WARNINGS;

import { PRIVACY_LAW_REGIONS } from '../../runtime/privacy/regions';
import { EU_CONSENT_LANGUAGES } from '../schema/consent';

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
  NOT_A_REGION: (p: { received: string }) =>
    `must be a US state with a privacy law (${PRIVACY_LAW_REGIONS.join(', ')}), got ${p.received}`,
  INVALID_BASE_URL: () =>
    'invalid base URL: must be the http(s) address of the station\'s own copy of the vendor list, not empty and not the official central list host vendorlist.consensu.org',
  UNSUPPORTED_LANGUAGE: (p: { received: string }) => `unsupported language ${p.received}: must be an EU language code (${EU_CONSENT_LANGUAGES.join(', ')})`,
  SID_MISMATCH: (p: { id: number; sid: number }) => `must equal the file's id ${p.id}, got ${p.sid}`,
  NO_STREAM: () => 'needs at least one valid stream URL: audioHls, audioFlash or audioHtml',
  URL_REQUIRED_FOR_SOURCE: (p: { source: string }) => `is required when metadata.source is "${p.source}"`,
  NOT_A_MOUNT: () => 'must be a mount path such as "/live.mp3"',
  NOT_A_PUBLISHING_BASE: () => 'must be the http(s) address dist/ is published at, without a query, fragment or password (e.g. https://embed.radio.example)',
  UNKNOWN_KEY: () => 'unknown key',
  INVALID: () => 'is invalid',
  BUNDLE_FAILED: (p: { details: string }) => `could not bundle the runtime:\n${p.details}`,
  WRITE_FAILED: (p: { reason: string }) => `cannot write the output: ${p.reason}`,
  NOT_AN_OUTPUT_FOLDER: () =>
    'is not empty and holds no radio-embed build (no manifest.json of ours); choose a new or empty folder, or the folder of a previous build',
  OUTPUT_LOCKED: (p: { pid: number; host: string; since: string; lock: string }) =>
    `is being written by another radio-embed build (pid ${p.pid} on ${p.host}, since ${p.since}); run again once it has finished, or delete ${p.lock} if that process is gone`,
  UNTRUSTED_KEPT_STATION: (p: { id: number }) =>
    `does not match the page in ${p.id}/ (edited by hand?); rebuild station ${p.id} (--station ${p.id}, or --all) or delete its folder`,
  TEMPLATE_PLACEHOLDER: (p: { name: string }) => `unknown placeholder {{${p.name}}}`,
  NOT_A_CSP_SOURCE: () => "must be one CSP source, without spaces, ';' or ','",
  UNSAFE_INLINE: () => "'unsafe-inline' is not allowed: pages allow inline code by hash only",
  ALREADY_EXISTS: () => 'already exists; use --force to overwrite it',
  NO_STATION_CONFIG: (p: { id: number }) => `Fatal Error: Unable to load config for station ${p.id}`,
  FETCH_FAILED: (p: { reason: string }) => `cannot fetch: ${p.reason}`,
  HTTP_STATUS: (p: { status: number; statusText: string }) => `HTTP ${p.status}${p.statusText ? ` ${p.statusText}` : ''}`,
  NOT_JSON: () => 'the response is not JSON',
  FETCH_TIMEOUT: (p: { seconds: number }) => `no complete answer within ${p.seconds} s`,
  BODY_TOO_LARGE: (p: { megabytes: number }) => `the response is larger than ${p.megabytes} MB, which no station config is; not read further`,
  PORT_IN_USE: (p: { port: number }) => `port ${p.port} is in use; pick another with --port`,
  // Hostile or broken input files (issue 15 §7): each is that file's problem, the others go on.
  NOT_A_REGULAR_FILE: (p: { kind: string }) => `is ${p.kind}, not a regular file; not read`,
  FILE_TOO_LARGE: (p: { limit: number }) => `larger than the ${p.limit.toLocaleString('en-US')}-byte limit for an input file; not read`,
  FILE_UNREADABLE: (p: { code: string }) => `cannot be read (${p.code})`,
  TOO_DEEPLY_NESTED: (p: { limit: number }) => `nested more than ${p.limit} levels deep (the limit for an input file)`,
} as const;

/** Warnings are printed (`warning: …`) and the run goes on. */
export const WARNINGS = {
  UNKNOWN_KEY: () => 'unknown key',
  STREAM_PLACEHOLDER: () => 'not a URL; ignored as an invalid-stream placeholder',
  NO_PUBLIC_URL: (p: { src: string }) => `the iframe src is the relative "${p.src}" because no publicUrl is set`,
  NOT_A_STATION_FILE: () => `not named <id>.json with a whole number up to ${Number.MAX_SAFE_INTEGER}; skipped`,
  PRIVACY_WITHOUT_GEO: () =>
    'privacy is enabled but services.geo.url is not set: the privacy mode never resolves, so no tracking or targeting loads',
  PRIVACY_NOTICE_OFF_SITE: () =>
    'is a path: it would open on the player\'s CDN, where there is no notice page (a 404 for the listener); with privacy enabled, give an absolute http(s) URL, or set station.logoLink to the station\'s site, which the path is then resolved against',
  NO_PUBLIC_URL_LOADER: () => 'the loader is the relative "embed.js" because no publicUrl is set',
  WAITING_FOR_OUTPUT: (p: { pid: number; seconds: number }) =>
    `another radio-embed build (pid ${p.pid}) is writing it; waiting for it to finish (up to ${p.seconds} s)`,
  DEMO_STREAM: (p: { host: string }) => `${p.host} is a reserved example host; preview plays the built-in demo stream instead`,
  // Old station code (issue 15 §8): it keeps working, the operator learns why the page differs.
  LEGACY_COMMENT_WRAPPER: () =>
    'starts with an old-style HTML comment marker "<!--"; it is dropped when the code is inlined, so the code runs as before (you can remove <!-- and -->)',
} as const;

/** Usage errors (exit code 2), printed the way commander prints its own (`error: …`). */
export const USAGE = {
  BAD_STATION_ID: () => `A station id is a positive integer up to ${Number.MAX_SAFE_INTEGER}, e.g. 42.`,
  NO_STATION_CHOSEN: () => 'build needs --station <id> or --all',
  STATION_AND_ALL: () => '--station and --all cannot be used together',
  STATION_REQUIRED: (p: { command: string }) => `${p.command} needs --station <id>`,
  ONE_STATION: (p: { command: string }) => `${p.command} takes one station id`,
  BAD_PORT: () => 'A port is a whole number from 0 to 65535 (0: any free port).',
  BAD_BASE_URL: () => 'The base URL must be an http(s) URL without a query or fragment, e.g. https://api.example.com.',
} as const;

export type ProblemCode = keyof typeof PROBLEMS;
export type WarningCode = keyof typeof WARNINGS;

import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

// This file sits one folder below the package root both as source (cli/) and once bundled into
// build/cli.js, so the same relative URL finds templates/ and runtime/ in both cases.
export const PACKAGE_ROOT = fileURLToPath(new URL('..', import.meta.url));

/**
 * The player version (spec §1): package.json's, so that `--version`, the manifest's generator and
 * the `version` inlined into every embed name the release an operator installed.
 */
export const VERSION: string = (JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string }).version;

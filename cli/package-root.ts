import { fileURLToPath } from 'node:url';

// This file sits one folder below the package root both as source (cli/) and once bundled into
// build/cli.js, so the same relative URL finds templates/ and runtime/ in both cases.
export const PACKAGE_ROOT = fileURLToPath(new URL('..', import.meta.url));

/** The player version (spec §1); also inlined into every embed as `version`. */
export const VERSION = '1.0.0';

import { fileURLToPath } from 'node:url';

/** The repository root (where package.json is), whatever the current directory. */
export const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url));

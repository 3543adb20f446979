import { cp, symlink } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { REPO_ROOT } from './repo-root';

/** What a fresh clone does not have: installs, build products, test output. */
const NOT_IN_A_CLONE = new Set(['.git', 'node_modules', 'build', 'dist', 'test-results', '.tmp', '.bundle']);

/**
 * Copies this checkout into `dest` as a clone would have it (`except` names more top-level or
 * nested entries to leave out), with node_modules linked to the shared install: commands that
 * write (the CLI's build, `npm pack`'s prepare step) write in the copy, never in the checkout.
 */
export async function copyCheckout(dest: string, except: readonly string[] = []): Promise<void> {
  const skip = new Set([...NOT_IN_A_CLONE, ...except]);
  await cp(REPO_ROOT, dest, { recursive: true, filter: (source) => source === REPO_ROOT || !skip.has(basename(source)) });
  await symlink(join(REPO_ROOT, 'node_modules'), join(dest, 'node_modules'));
}

// The bundle's file names are content hashes: the same sources must give the same names wherever
// the checkout is, or two build machines (or CI and a laptop) publish different names for the
// same code — the CDN's cache and the build's "unchanged" check miss — and the size figures move
// by a byte or two (the README's table went stale on a fresh clone). esbuild takes a plugin
// module's path into its hashes, so plugins name their modules relative to the working directory.
import type { Plugin } from 'esbuild';
import { cp, mkdir, symlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { setTimeout } from 'node:timers/promises';
import { afterAll, describe, expect, test } from 'vitest';
import { bundleRuntime } from '../../cli/bundle/bundle-runtime';
import { REPO_ROOT } from '../support/repo-root';
import { makeTempDir, type TempDir } from '../support/temp-dir';

const dirs: TempDir[] = [];
afterAll(async () => Promise.all(dirs.map((dir) => dir.remove())));

/**
 * A copy of the runtime's sources in a folder of its own (another path each call), with the
 * repository's packages linked in. At the same depth every copy reaches those packages by the
 * same relative path, as real checkouts (each with its own node_modules) do: only where the
 * sources are differs.
 */
async function checkoutAt(folder: string): Promise<string> {
  const dir = await makeTempDir('bundle-names');
  dirs.push(dir);
  const root = join(dir.path, folder);
  await mkdir(root, { recursive: true });
  for (const folder of ['runtime', 'contract']) await cp(join(REPO_ROOT, folder), join(root, folder), { recursive: true });
  await symlink(join(REPO_ROOT, 'node_modules'), join(root, 'node_modules'));
  return root;
}

describe('the bundle', () => {
  test('has the same file names wherever the checkout is', { timeout: 60_000 }, async () => {
    const [here, there] = await Promise.all([checkoutAt('checkout'), checkoutAt('another-checkout')]);
    const names = async (root: string): Promise<string[]> => (await bundleRuntime({ root })).files.map((file) => file.path).sort();
    const [a, b] = [await names(here), await names(there)];
    expect(a.length).toBeGreaterThan(10);
    expect(b).toEqual(a);
  });

  // The same sources, with esbuild's dynamic-import resolutions held back 50 ms each, as a busy
  // machine may order them: the one-shared-chunk plugin once learnt which modules are lazy as
  // esbuild resolved them, and a module loaded first through a static import went without the
  // app's import: under the suite's load two builds gave 83 and 84 files, every name different.
  test('does not depend on the order esbuild resolves and loads its modules in', { timeout: 60_000 }, async () => {
    const late: Plugin = {
      name: 'late-dynamic-imports',
      setup(build) {
        build.onResolve({ filter: /^\.\.?\// }, async (args) => {
          if (args.kind === 'dynamic-import') await setTimeout(50);
          return undefined;
        });
      },
    };
    const names = async (plugins: Plugin[]) => (await bundleRuntime({ root: REPO_ROOT, plugins })).files.map((file) => file.path).sort();
    const [inOrder, late50] = [await names([]), await names([late])];
    expect(late50).toEqual(inOrder);
  });

  test('a lazy import the plugin cannot read from the source fails the build, naming it', async () => {
    const dir = await makeTempDir('bundle-names');
    dirs.push(dir);
    await writeFile(join(dir.path, 'entry.ts'), 'void import(`./lazy`).then((m) => m.run());\n');
    await writeFile(join(dir.path, 'lazy.ts'), 'export const run = () => 1;\n');
    const failure = await bundleRuntime({ root: dir.path, entryPoint: 'entry.ts' }).catch((error: unknown) => error);
    expect(String((failure as Error).message)).toContain("import(\"./lazy\") in entry.ts: write it as a literal relative import('./…')");
  });
});

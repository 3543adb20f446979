// Bundles the TypeScript CLI (cli/index.ts) into build/cli.js for Node. Dependencies stay external:
// they are installed beside it, and esbuild itself must be loaded from node_modules at run time.
import { build } from 'esbuild';
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { NODE_BUNDLE } from './node-bundle.js';

const root = fileURLToPath(new URL('..', import.meta.url));

/**
 * Each file is written beside its place and renamed over it, so a CLI that starts meanwhile reads
 * the old bundle or the new one, never half of one: `npm test` runs the unit tests (one of which
 * rebuilds the CLI) beside the e2e files, which run bin/radio-embed.js all the time.
 */
export async function buildCli() {
  const { outputFiles } = await build({
    entryPoints: [`${root}/cli/index.ts`],
    outfile: `${root}/build/cli.js`,
    ...NODE_BUNDLE,
    sourcemap: 'linked',
    write: false,
  });
  for (const { path, contents } of outputFiles) {
    mkdirSync(dirname(path), { recursive: true });
    const partial = `${path}.${process.pid}-${Math.random().toString(36).slice(2)}.partial`;
    writeFileSync(partial, contents);
    renameSync(partial, path);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await buildCli();

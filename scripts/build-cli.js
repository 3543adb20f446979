// Bundles the TypeScript CLI (cli/index.ts) into build/cli.js for Node. Dependencies stay external:
// they are installed beside it, and esbuild itself must be loaded from node_modules at run time.
import { build } from 'esbuild';
import { fileURLToPath } from 'node:url';
import { NODE_BUNDLE } from './node-bundle.js';

const root = fileURLToPath(new URL('..', import.meta.url));

export async function buildCli() {
  await build({
    entryPoints: [`${root}/cli/index.ts`],
    outfile: `${root}/build/cli.js`,
    ...NODE_BUNDLE,
    sourcemap: 'linked',
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await buildCli();

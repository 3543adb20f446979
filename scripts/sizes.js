#!/usr/bin/env node
// `npm run sizes`: builds the runtime, measures every first load and lazy chunk (gzip) and rewrites
// README.md's size section from them (test/budget/readme-sizes.ts). The measuring code is
// TypeScript shared with the tests, so it is bundled first, beside build/cli.js.
import { build } from 'esbuild';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { NODE_BUNDLE } from './node-bundle.js';

const root = fileURLToPath(new URL('..', import.meta.url));
const outfile = `${root}/build/sizes.js`;

await build({
  entryPoints: [`${root}/test/budget/readme-sizes.ts`],
  outfile,
  ...NODE_BUNDLE,
});
const { writeReadmeSizes } = await import(pathToFileURL(outfile).href);
console.log(await writeReadmeSizes(root));
console.log('\nREADME.md: size section up to date');

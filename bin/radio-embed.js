#!/usr/bin/env node
// The CLI is written in TypeScript; `npm install` (the prepare script) bundles it to build/cli.js.
// When that step was skipped (a fresh clone, `npm install --ignore-scripts`), build it now once.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const cliPath = fileURLToPath(new URL('../build/cli.js', import.meta.url));
if (!existsSync(cliPath)) {
  const { buildCli } = await import('../scripts/build-cli.js');
  await buildCli();
}
const { run } = await import(cliPath);
process.exitCode = await run(process);

#!/usr/bin/env node
// `npm run bench [-- name…] [-- --flags]`: runs every scripts/bench/*.js (or only the named ones,
// e.g. `npm run bench -- click-to-audio soak --minutes 3`) one after the other, each in its own
// Node process, passing the remaining flags on. Benchmarks print numbers; they are not tests.
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const dir = fileURLToPath(new URL('./bench/', import.meta.url));
const args = process.argv.slice(2);
const flagAt = args.findIndex((arg) => arg.startsWith('--'));
const names = (flagAt < 0 ? args : args.slice(0, flagAt)).map((name) => basename(name, '.js'));
const flags = flagAt < 0 ? [] : args.slice(flagAt);
const all = readdirSync(dir).filter((file) => file.endsWith('.js')).map((file) => basename(file, '.js')).sort();
const unknown = names.filter((name) => !all.includes(name));
if (unknown.length) {
  console.error(`No such benchmark: ${unknown.join(', ')}. There are: ${all.join(', ')}`);
  process.exit(2);
}

let failed = 0;
for (const name of names.length ? names : all) {
  console.log(`\n== ${name}`);
  const { status } = spawnSync(process.execPath, [join(dir, `${name}.js`), ...flags], { stdio: 'inherit' });
  if (status !== 0) {
    failed++;
    console.log(`(${name} exited with ${status})`);
  }
}
process.exit(failed ? 1 : 0);

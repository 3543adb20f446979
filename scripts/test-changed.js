#!/usr/bin/env node
// `npm run test:changed [-- <base>] [--dry-run]`: the quick loop while developing. The unit tests that import
// what changed since <base> (default: main), then the e2e files that touch it: those whose imports
// changed (vitest --changed), and those whose name shares a word with a changed product file (the
// e2e tests drive runtime/ and cli/ through the built CLI, so no import leads to them):
// runtime/features/ads/vast.ts picks ads-*.test.ts, cli/commands/doctor.ts doctor-*.test.ts.
// A product change no file name matches runs the smoke files below. `npm test` stays the full
// suite, as CI runs it. --dry-run: only say which files it would run.
import { execFileSync, spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { relative } from 'node:path';

/** What a product change no e2e file is named after still gets: the first paint and Play. */
const SMOKE = ['test/e2e/first-paint.test.ts', 'test/e2e/click-to-stream.test.ts'];
/** The folders whose files the e2e tests reach only through the built CLI and its output. */
const PRODUCT = /^(runtime|cli|contract|templates|bin)\//;
/** Words in e2e file names that name a browser or a helper, not what the file is about. */
const NOT_TOPICS = new Set(['test', 'ts', 'chromium', 'firefox', 'webkit', 'e2e']);

const args = process.argv.slice(2);
const dryRun = args.includes('--dry-run');
const base = args.find((arg) => !arg.startsWith('--')) ?? 'main';
const git = (...args) => execFileSync('git', args, { encoding: 'utf8' }).split('\n').filter(Boolean);
const since = git('merge-base', 'HEAD', base)[0];
// (A worktree's node_modules may be a symlink, which .gitignore's `node_modules/` does not match.)
const untracked = git('ls-files', '--others', '--exclude-standard').filter((path) => path !== 'node_modules');
const changed = [...new Set([...git('diff', '--name-only', since), ...untracked])];
console.log(`changed since ${base} (${since.slice(0, 7)}): ${changed.length} files`);

const vitest = (vitestArgs) => (dryRun ? 0 : (spawnSync('npx', ['vitest', ...vitestArgs], { stdio: 'inherit' }).status ?? 1));
const words = (path) => path.toLowerCase().split(/[/._-]+/).filter(Boolean);

// Unit: vitest follows the imports from each test to the changed files.
if (dryRun) console.log('unit: the tests `vitest run --project unit --changed` picks');
let failed = vitest(['run', '--project', 'unit', '--changed', since, '--passWithNoTests']) !== 0;

// E2E: by import, then by name.
const listed = execFileSync('npx', ['vitest', 'list', '--project', 'e2e', '--project', 'e2e-serial', '--changed', since, '--filesOnly', '--json'], {
  encoding: 'utf8',
});
const byImport = JSON.parse(listed.slice(listed.indexOf('['))).map(({ file }) => relative(process.cwd(), file));
const productWords = new Set(changed.filter((path) => PRODUCT.test(path)).flatMap(words));
const e2eFiles = readdirSync('test/e2e').filter((name) => name.endsWith('.test.ts')).map((name) => `test/e2e/${name}`);
const byName = e2eFiles.filter((file) => words(file.slice('test/e2e/'.length)).some((word) => !NOT_TOPICS.has(word) && productWords.has(word)));
const smoke = productWords.size && !byName.length ? SMOKE : [];
const picked = [...new Set([...byImport, ...byName, ...smoke])].sort();

if (picked.length) {
  console.log(`e2e files: ${picked.join(' ')}`);
  failed = vitest(['run', '--project', 'e2e', '--project', 'e2e-serial', ...picked]) !== 0 || failed;
} else {
  console.log('no e2e file touches what changed');
}
process.exitCode = failed ? 1 : 0;

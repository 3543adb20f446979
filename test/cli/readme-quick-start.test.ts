// Issue 21 §6: the README's quick start, run as a newcomer types it, in a copy of this checkout.
// The commands are read out of the README, so the test follows whatever the README says.
import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { copyCheckout } from '../support/checkout-copy';
import { makeTempDir, type TempDir } from '../support/temp-dir';

const ROOT = resolve(import.meta.dirname, '../..');
// Run elsewhere: `npm install` would rewrite the shared install (node_modules is linked from this
// checkout; its `prepare` step, building the CLI, happens in the copy on first use instead), and
// `npm test` is the whole suite this test is part of.
const NOT_RUN_HERE = new Set(['npm install', 'npm test']);
// This machine's own npm settings (not the project's) make npm warn on every run.
const MACHINE_NPM_CONFIG = /^npm warn Unknown \w+ config "nodedir".*\n/gm;

/** The shell commands of the README's "Quick start" code block, without comments, one per `&&`. */
export function quickStartCommands(readme: string): string[] {
  const section = readme.split(/^## /m).find((s) => s.startsWith('Quick start'));
  const block = section?.match(/```sh\n([\s\S]*?)```/)?.[1];
  if (!block) throw new Error('README has no "## Quick start" section with a ```sh block');
  return block
    .split('\n')
    .map((line) => line.replace(/\s#.*$/, '').trim())
    .filter(Boolean)
    .flatMap((line) => line.split('&&').map((command) => command.trim()));
}

let copy: TempDir;
let commands: string[];
beforeAll(async () => {
  commands = quickStartCommands(await readFile(join(ROOT, 'README.md'), 'utf8'));
  copy = await makeTempDir('readme');
  // A clone as a newcomer has it, less the tests themselves.
  await copyCheckout(copy.path, ['test']);
});
afterAll(() => copy?.remove());

describe('README quick start', () => {
  test('names the install, the demo build and the test suite', () => {
    expect(commands).toEqual(['npm install', 'npx radio-embed build --station 42', 'npm test']);
  });

  test('every command runs as written and the demo station is built into dist/', { timeout: 180_000 }, async () => {
    for (const command of commands.filter((c) => !NOT_RUN_HERE.has(c))) {
      const run = await promisify(execFile)('sh', ['-c', command], { cwd: copy.path, env: { ...process.env, CI: '1' } }).catch((error) => error);
      expect({ command, code: run.code ?? 0, stderr: run.stderr.replace(MACHINE_NPM_CONFIG, '') }).toEqual({ command, code: 0, stderr: '' });
    }
    const page = await readFile(join(copy.path, 'dist/42/index.html'), 'utf8');
    expect(page).toContain('<title>Radio 42');
  });
});

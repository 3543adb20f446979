// Issue 35 §1: the published package holds what an operator's machine needs (the built CLI, what
// the runtime bundle is built from, templates, schemas, the contract, the publish script, docs,
// README, LICENSE, CHANGELOG) and nothing of this repository's tests, fixtures or demo stations,
// within a size budget. Packed from a copy of the checkout, so `prepare` builds the CLI there.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { copyCheckout } from '../support/checkout-copy';
import { npmPack, type PackResult } from '../support/npm-pack';
import { REPO_ROOT } from '../support/repo-root';
import { makeTempDir, type TempDir } from '../support/temp-dir';

interface TarballBudget {
  bytes: number;
  files: number;
}

let copy: TempDir;
let packed: PackResult;
let paths: string[];
beforeAll(async () => {
  copy = await makeTempDir('pack');
  // The screenshots the frame matrix compares with (15 MB) are not packed: no need to copy them.
  await copyCheckout(copy.path, ['visual-references']);
  packed = await npmPack(copy.path);
  paths = packed.files.map((file) => file.path).sort();
}, 120_000);
afterAll(() => copy?.remove());

test('the tarball is within its budget (size and file count printed)', async () => {
  const budget = JSON.parse(await readFile(join(REPO_ROOT, 'test/budget/tarball-budget.json'), 'utf8')) as TarballBudget;
  console.log(`npm pack: ${packed.filename} ${(packed.size / 1024).toFixed(1)} KB gzip (${(packed.unpackedSize / 1024).toFixed(1)} KB unpacked), ${packed.entryCount} files`);
  expect(packed.size).toBeLessThanOrEqual(budget.bytes);
  expect(packed.entryCount).toBeLessThanOrEqual(budget.files);
});

test('it holds what an operator runs: the built CLI, runtime sources, templates, schemas, publish script', () => {
  expect(paths).toEqual(
    expect.arrayContaining([
      'bin/radio-embed.js',
      'build/cli.js',
      'runtime/main.ts',
      'runtime/app.tsx',
      'contract/embed-config.ts',
      'templates/embed.html',
      'templates/demo/chords.mp3',
      'schema/station.schema.json',
      'schema/config.schema.json',
      'scripts/publish.sh',
      'docs/station-config.md',
      'README.md',
      'LICENSE',
      'CHANGELOG.md',
      'package.json',
    ]),
  );
});

test('no test, fixture, demo station, source map or tool config of this repository', () => {
  const foreign = paths.filter((path) =>
    /^(test|stations|cli|\.github)\/|(^|\/)fixtures?\/|\.test\.tsx?$|\.map$|^tsconfig|^vitest|^radio-embed\.config\.json$|^package-lock\.json$/.test(path),
  );
  expect(foreign).toEqual([]);
  // The station schema and the CSP grammar are in contract/ for the types the runtime derives from
  // them, but only the CLI runs them: build/cli.js carries them, the package need not twice.
  expect(paths.filter((path) => /^contract\/(station-file\/|csp-grammar\.ts$)/.test(path))).toEqual([]);
  // Of scripts/, only what `radio-embed publish` runs.
  expect(paths.filter((path) => path.startsWith('scripts/')).every((path) => /^scripts\/publish(\.sh|-[\w-]+\.js)$/.test(path))).toBe(true);
});

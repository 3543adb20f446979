// The e2e files start longest first from test/e2e/durations.json (vitest.config.ts): it must name
// files that exist (a renamed file would silently lose its place), and `npm run test:durations`
// must rewrite it from a run's reports, longest first.
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterEach, expect, test } from 'vitest';
import { REPO_ROOT } from '../support/repo-root';
import { makeTempDir, type TempDir } from '../support/temp-dir';

let dir: TempDir | undefined;
afterEach(async () => dir?.remove());

test('test/e2e/durations.json names only e2e files that exist, each with whole seconds', async () => {
  const durations = JSON.parse(await readFile(join(REPO_ROOT, 'test/e2e/durations.json'), 'utf8')) as Record<string, number>;
  expect(Object.keys(durations).length).toBeGreaterThan(50);
  for (const [file, seconds] of Object.entries(durations)) {
    expect(existsSync(join(REPO_ROOT, file)), file).toBe(true);
    expect(file).toMatch(/^test\/e2e\/.+\.test\.ts$/);
    expect(Number.isInteger(seconds) && seconds > 0, `${file}: ${seconds}`).toBe(true);
  }
});

test('test:durations writes each file of the last run with its seconds, longest first', async () => {
  dir = await makeTempDir('durations');
  await mkdir(join(dir.path, 'test-results/reports'), { recursive: true });
  await mkdir(join(dir.path, 'test/e2e'), { recursive: true });
  const report = (files: [string, number][]) =>
    JSON.stringify({ testResults: files.map(([name, ms]) => ({ name: join(dir!.path, name), startTime: 1_000, endTime: 1_000 + ms })) });
  await writeFile(join(dir.path, 'test-results/reports/e2e.json'), report([['test/e2e/short.test.ts', 4_400], ['test/e2e/long.test.ts', 61_600]]));
  await writeFile(join(dir.path, 'test-results/reports/e2e-serial.json'), report([['test/e2e/timed.test.ts', 30_000]]));
  await promisify(execFile)(process.execPath, [join(REPO_ROOT, 'scripts/e2e-durations.js')], { cwd: dir.path });
  const written = await readFile(join(dir.path, 'test/e2e/durations.json'), 'utf8');
  expect(Object.entries(JSON.parse(written))).toEqual([
    ['test/e2e/long.test.ts', 62],
    ['test/e2e/timed.test.ts', 30],
    ['test/e2e/short.test.ts', 4],
  ]);
});

test('test:durations without a run to read says so and writes nothing', async () => {
  dir = await makeTempDir('durations');
  const failed = await promisify(execFile)(process.execPath, [join(REPO_ROOT, 'scripts/e2e-durations.js')], { cwd: dir.path }).catch((error: { code: number; stderr: string }) => error);
  expect(failed).toMatchObject({ code: 1, stderr: expect.stringContaining('Run `npm test` first') });
  expect(existsSync(join(dir.path, 'test/e2e/durations.json'))).toBe(false);
});

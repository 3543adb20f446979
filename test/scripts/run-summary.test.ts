// The end of `npm test` (scripts/run-summary.js): CI shows only the end of the output, so that is
// where each failure must be named, with its error's first line; and the closing count never
// claims a clean run that was not.
import { execFile } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterEach, expect, test } from 'vitest';
import { REPO_ROOT } from '../support/repo-root';
import { makeTempDir, type TempDir } from '../support/temp-dir';

let dir: TempDir | undefined;
afterEach(async () => dir?.remove());

async function summary(reports: Record<string, unknown>, failedSteps: string[]): Promise<string> {
  dir = await makeTempDir('run-summary');
  for (const [project, report] of Object.entries(reports)) await writeFile(join(dir.path, `${project}.json`), JSON.stringify(report));
  const { stdout } = await promisify(execFile)(process.execPath, [join(REPO_ROOT, 'scripts/run-summary.js'), dir.path, ...failedSteps], { cwd: REPO_ROOT });
  return stdout;
}

test('names each failed test and a file that did not run, with the first line of the error, before the count', async () => {
  const out = await summary(
    {
      unit: { numPassedTests: 10, numFailedTests: 0, testResults: [] },
      e2e: {
        numPassedTests: 5,
        numFailedTests: 1,
        numFailedTestSuites: 2,
        testResults: [
          { name: join(REPO_ROOT, 'test/e2e/a.test.ts'), status: 'passed', assertionResults: [{ status: 'passed', fullName: 'fine' }] },
          {
            name: join(REPO_ROOT, 'test/e2e/b.test.ts'),
            status: 'failed',
            assertionResults: [{ status: 'failed', fullName: 'engine in Firefox > plays', failureMessages: ["\u001b[31mAssertionError: expected null to be 'x'\u001b[39m\n    at b.test.ts:3"] }],
          },
          { name: join(REPO_ROOT, 'test/e2e/c.test.ts'), status: 'failed', message: 'Hook timed out in 10000ms.\nmore', assertionResults: [] },
        ],
      },
    },
    ['e2e', 'lint'],
  );
  expect(out.trim().split('\n')).toEqual([
    '== what failed',
    '  e2e  test/e2e/b.test.ts > engine in Firefox > plays',
    "      AssertionError: expected null to be 'x'",
    '  e2e  test/e2e/c.test.ts',
    '      Hook timed out in 10000ms.',
    'failed: e2e, lint',
    '15 passed, 2 failed',
  ]);
});

test('a run that failed with no report still counts as a failure; a clean run says only the count', async () => {
  expect((await summary({ unit: { numPassedTests: 3, numFailedTests: 0, testResults: [] } }, ['e2e-serial'])).trim().split('\n')).toEqual([
    'failed: e2e-serial',
    '3 passed, 1 failed',
  ]);
  expect((await summary({ unit: { numPassedTests: 3, numFailedTests: 0, testResults: [] } }, [])).trim()).toBe('3 passed, 0 failed');
});

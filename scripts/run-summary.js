#!/usr/bin/env node
// The closing lines of `npm test` (scripts/test.sh), from vitest's JSON reports in <dir> (unit.json,
// e2e.json, e2e-serial.json): what failed, each failed test (or a file that did not run) with the
// first line of its error — last, where CI shows only the end of the output — then the steps that
// failed and one line `N passed, N failed`.
// Usage: node scripts/run-summary.js <dir> [failed step...]   (steps: unit e2e e2e-serial typecheck lint)
import { existsSync, readFileSync } from 'node:fs';
import { relative } from 'node:path';

const PROJECTS = ['unit', 'e2e', 'e2e-serial'];
const [dir, ...failedSteps] = process.argv.slice(2);

const firstLine = (text = '') =>
  (text.replace(/\x1b\[[0-9;]*m/g, '').split('\n').find((line) => line.trim()) ?? '').trim().slice(0, 1000);

let passed = 0;
// A failed typecheck or lint counts as one failure each.
let failed = ['typecheck', 'lint'].filter((step) => failedSteps.includes(step)).length;
const failures = [];
for (const project of PROJECTS) {
  const file = `${dir}/${project}.json`;
  const report = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};
  const failedTests = report.numFailedTests ?? 0;
  passed += report.numPassedTests ?? 0;
  // A run that failed without reporting a failed test (it crashed, or a file did not load) still
  // counts as one failure, so the closing line never claims a clean run that was not.
  failed += failedSteps.includes(project) && failedTests === 0 ? Math.max(1, report.numFailedTestSuites ?? 0) : failedTests;
  for (const result of report.testResults ?? []) {
    const where = `${project}  ${relative(process.cwd(), result.name)}`;
    const failedInFile = (result.assertionResults ?? []).filter((test) => test.status === 'failed');
    for (const test of failedInFile) failures.push(`${where} > ${test.fullName}\n      ${firstLine(test.failureMessages?.[0])}`);
    if (result.status === 'failed' && failedInFile.length === 0) failures.push(`${where}\n      ${firstLine(result.message)}`);
  }
}
if (failures.length) console.log(`== what failed\n${failures.map((failure) => `  ${failure}`).join('\n')}`);
if (failedSteps.length) console.log(`failed: ${failedSteps.join(', ')}`);
console.log(`${passed} passed, ${failed} failed`);

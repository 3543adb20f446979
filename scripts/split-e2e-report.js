#!/usr/bin/env node
// Splits the JSON report of the one vitest run of both e2e projects (scripts/test.sh: the serial
// group, then the parallel one, in one process so that the e2e global setup runs once) into one
// report per group, e2e-serial.json and e2e.json beside it, as the scripts that read them expect
// (run-summary.js, slowest-files.js, e2e-durations.js). A file is the serial group's when
// test/e2e/serial-files.js names it. Prints the groups that failed (e2e-serial, e2e), one a line.
// Usage: node scripts/split-e2e-report.js <dir>/e2e-all.json
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { SERIAL_E2E_FILES } from '../test/e2e/serial-files.js';

const [combined] = process.argv.slice(2);
const report = JSON.parse(readFileSync(combined, 'utf8'));
const serial = new Set(SERIAL_E2E_FILES);
const root = process.cwd();

/** The counts a report carries, recounted from the files it keeps. */
function reportOf(testResults) {
  const tests = testResults.flatMap((file) => file.assertionResults ?? []);
  const count = (status) => tests.filter((test) => test.status === status).length;
  const failedFiles = testResults.filter((file) => file.status === 'failed').length;
  return {
    ...report,
    numTotalTestSuites: testResults.length,
    numPassedTestSuites: testResults.length - failedFiles,
    numFailedTestSuites: failedFiles,
    numTotalTests: tests.length,
    numPassedTests: count('passed'),
    numFailedTests: count('failed'),
    numPendingTests: count('pending') + count('skipped'),
    numTodoTests: count('todo'),
    success: failedFiles === 0 && count('failed') === 0,
    testResults,
  };
}

const results = report.testResults ?? [];
const isSerial = (file) => serial.has(relative(root, file.name));
for (const [group, files] of [
  ['e2e-serial', results.filter(isSerial)],
  ['e2e', results.filter((file) => !isSerial(file))],
]) {
  const split = reportOf(files);
  writeFileSync(join(dirname(combined), `${group}.json`), JSON.stringify(split));
  if (!split.success) console.log(group);
}

#!/usr/bin/env node
// Rewrites test/e2e/durations.json from the last `npm test`'s reports (test-results/reports/,
// which scripts/test.sh keeps): each e2e file's seconds in that run. vitest.config.ts starts the
// e2e files longest first by it, as a fresh clone has no duration cache of its own (a long file
// started last keeps one worker busy after the others are done). Run it after a full run on the
// CI machine when files were added or have grown: `npm run test:durations`.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { relative } from 'node:path';

const root = process.cwd();
const reports = ['e2e', 'e2e-serial'].map((group) => `test-results/reports/${group}.json`);
const missing = reports.filter((report) => !existsSync(report));
if (missing.length) {
  console.error(`No report of a full run: ${missing.join(', ')}. Run \`npm test\` first.`);
  process.exit(1);
}
const seconds = {};
for (const report of reports) {
  for (const { name, startTime, endTime } of JSON.parse(readFileSync(report, 'utf8')).testResults ?? []) {
    if (typeof startTime === 'number' && typeof endTime === 'number') seconds[relative(root, name)] = Math.max(1, Math.round((endTime - startTime) / 1000));
  }
}
const sorted = Object.fromEntries(Object.entries(seconds).toSorted(([a, x], [b, y]) => y - x || a.localeCompare(b)));
writeFileSync('test/e2e/durations.json', `${JSON.stringify(sorted, null, 2)}\n`);
console.log(`test/e2e/durations.json: ${Object.keys(sorted).length} files`);

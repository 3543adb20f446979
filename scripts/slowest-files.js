#!/usr/bin/env node
// The ten slowest test files of a run, from vitest's JSON reports (scripts/test.sh passes them):
// printed at the end of `npm test` so that the next file to slow the suite down is seen, then each
// group's wall time (a group is a report: unit.json, e2e.json, e2e-serial.json).
// Usage: node scripts/slowest-files.js <report.json>...
import { existsSync, readFileSync } from 'node:fs';
import { basename, relative } from 'node:path';

const SHOWN = 10;
const root = process.cwd();
const files = [];
for (const report of process.argv.slice(2)) {
  if (!existsSync(report)) continue;
  const group = basename(report, '.json');
  const { testResults = [] } = JSON.parse(readFileSync(report, 'utf8'));
  for (const { name, startTime, endTime } of testResults) {
    if (typeof startTime === 'number' && typeof endTime === 'number') {
      files.push({ file: relative(root, name), group, startTime, endTime, ms: endTime - startTime });
    }
  }
}

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
console.log(`== the ${SHOWN} slowest test files`);
for (const { file, ms } of files.toSorted((a, b) => b.ms - a.ms).slice(0, SHOWN)) console.log(`${seconds(ms).padStart(8)}  ${file}`);
// A group's wall time: from its first file's start to its last file's end.
const wallOf = (some) => Math.max(...some.map((f) => f.endTime)) - Math.min(...some.map((f) => f.startTime));
for (const group of new Set(files.map((file) => file.group))) {
  const ofGroup = files.filter((file) => file.group === group);
  const sum = ofGroup.reduce((total, f) => total + f.ms, 0);
  console.log(`${group}: ${ofGroup.length} files in ${seconds(wallOf(ofGroup))} (their own times add up to ${seconds(sum)})`);
}
// Groups may run side by side (the unit tests beside the e2e parallel group): all of them, end to end.
if (files.length) console.log(`all groups: ${seconds(wallOf(files))} from the first file's start to the last one's end`);

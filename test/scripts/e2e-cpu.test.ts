// `npm run test:cpu` (scripts/e2e-cpu.js) charges each e2e worker's process tree to the file the
// worker runs: these hold its reading of /proc and its sums to what a person would count by hand.
import { expect, test } from 'vitest';
import { createCharger, workerFilesOf } from '../../scripts/e2e-cpu/charge.js';
import { parseStat, treeCpu, type ProcessCpu } from '../../scripts/e2e-cpu/process-tree.js';

const processes = (rows: [pid: number, ppid: number, cpu: number][]) => new Map<number, ProcessCpu>(rows.map(([pid, ppid, cpu]) => [pid, { ppid, cpu }]));

test('a stat line: the parent, and utime + stime + cutime + cstime in seconds, whatever the command name holds', () => {
  // pid (comm) state ppid pgrp session tty tpgid flags minflt cminflt majflt cmajflt utime stime cutime cstime …
  const line = '4242 (Web Content (x) y) S 4200 4200 4200 0 -1 4194560 100 0 0 0 250 50 30 20 20 0 12 0 5000';
  expect(parseStat(line)).toEqual({ ppid: 4200, cpu: 3.5 });
  expect(parseStat('garbage')).toBeUndefined();
});

test('a tree: the root and every living descendant, not its siblings; a root that is gone has none', () => {
  const snapshot = processes([
    [10, 1, 1],
    [11, 10, 2],
    [12, 11, 4],
    [13, 1, 8],
  ]);
  expect(treeCpu(snapshot, 10)).toBe(7);
  expect(treeCpu(snapshot, 11)).toBe(6);
  expect(treeCpu(snapshot, 99)).toBeUndefined();
});

test('each worker is charged to the file it runs from its second sample on, file by file', () => {
  const charger = createCharger();
  charger.sample(processes([[10, 1, 5], [11, 10, 1]]), new Map([[10, 'a.test.ts']]));
  // Its browser used 2 s more and it 1 s: a's.
  charger.sample(processes([[10, 1, 6], [11, 10, 3]]), new Map([[10, 'a.test.ts']]));
  // The browser exited and was reaped: its 3 s are now in the worker's own count, no new CPU.
  charger.sample(processes([[10, 1, 9]]), new Map([[10, 'b.test.ts']]));
  // Then 4 s more, under b.
  charger.sample(processes([[10, 1, 13]]), new Map([[10, 'b.test.ts']]));
  // A tree that shrank (a child reaped outside it) charges nothing, not a negative.
  charger.sample(processes([[10, 1, 12]]), new Map([[10, 'b.test.ts']]));
  expect(Object.fromEntries(charger.totals())).toEqual({ 'a.test.ts': 3, 'b.test.ts': 4 });
});

test('the setup log: each worker pid with the last file it named, relative to the checkout', () => {
  const log = ['7\t1\t/repo/test/e2e/a.test.ts', '8\t2\t/repo/test/e2e/b.test.ts', '7\t3\t/repo/test/e2e/c.test.ts', ''].join('\n');
  expect(Object.fromEntries(workerFilesOf(log, '/repo'))).toEqual({ 7: 'test/e2e/c.test.ts', 8: 'test/e2e/b.test.ts' });
});

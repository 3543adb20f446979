// A process tree's CPU from /proc, for scripts/e2e-cpu.js: each e2e worker's own CPU and that of
// everything it started (its browsers, servers, ffmpeg, builds), so that a file is charged with
// what it made run. Pure functions over a snapshot, so the unit tests can hand one in.
import { readdirSync, readFileSync } from 'node:fs';

/** Clock ticks a second (USER_HZ: 100 on Linux, which `/proc/<pid>/stat` counts in). */
const TICKS = 100;

/**
 * One `/proc/<pid>/stat` line as `{ ppid, cpu }`: utime + stime, and cutime + cstime (the
 * children it has reaped). A child's CPU thus moves into its parent's when it exits and is
 * waited for, and a tree's sum only grows. Undefined for a line it cannot read.
 */
export function parseStat(line) {
  // The command name is in parentheses and may hold spaces or parentheses itself.
  const close = line.lastIndexOf(')');
  if (close < 0) return undefined;
  const fields = line.slice(close + 2).split(' ');
  const [ppid, utime, stime, cutime, cstime] = [1, 11, 12, 13, 14].map((index) => Number(fields[index]));
  if (![ppid, utime, stime, cutime, cstime].every(Number.isFinite)) return undefined;
  return { ppid, cpu: (utime + stime + cutime + cstime) / TICKS };
}

/** Every process now: pid → `{ ppid, cpu }` (a process gone while read is left out). */
export function readProcesses() {
  const processes = new Map();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const parsed = parseStat(readFileSync(`/proc/${name}/stat`, 'utf8'));
      if (parsed) processes.set(Number(name), parsed);
    } catch {
      // It exited between the listing and the read.
    }
  }
  return processes;
}

/** The CPU seconds of `root` and all its living descendants in `processes`, or undefined when `root` is gone. */
export function treeCpu(processes, root) {
  if (!processes.has(root)) return undefined;
  const children = new Map();
  for (const [pid, { ppid }] of processes) children.set(ppid, [...(children.get(ppid) ?? []), pid]);
  let total = 0;
  const stack = [root];
  const seen = new Set();
  while (stack.length) {
    const pid = stack.pop();
    if (seen.has(pid)) continue;
    seen.add(pid);
    total += processes.get(pid)?.cpu ?? 0;
    stack.push(...(children.get(pid) ?? []));
  }
  return total;
}

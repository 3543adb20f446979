// Charges each e2e worker's CPU to the file it runs, for scripts/e2e-cpu.js: at each sample, what
// the worker's process tree used since the last one goes to the file the worker last said it began.
import { treeCpu } from './process-tree.js';

/**
 * `sample(processes, workerFiles)`: `processes` as readProcesses() gives them, `workerFiles` the
 * file each worker pid runs now. `totals()`: CPU seconds by file. A worker's first sample only
 * sets its baseline (what it used before it said which file it runs is no file's).
 */
export function createCharger() {
  const last = new Map();
  const byFile = new Map();
  return {
    sample(processes, workerFiles) {
      for (const [worker, file] of workerFiles) {
        const now = treeCpu(processes, worker);
        if (now === undefined) continue;
        const before = last.get(worker);
        last.set(worker, now);
        // A tree's sum can fall when a child is reaped by a process outside it (a daemon's
        // double fork): that CPU is lost to the count, never charged negative.
        if (before !== undefined && now > before) byFile.set(file, (byFile.get(file) ?? 0) + now - before);
      }
    },
    totals: () => new Map(byFile),
  };
}

/** The lines `pid \t ms \t path` that the e2e files' setup writes (test/support/e2e-file-reset.ts), as pid → the last file named. */
export function workerFilesOf(log, root) {
  const files = new Map();
  for (const line of log.split('\n')) {
    const [pid, , path] = line.split('\t');
    if (pid && path) files.set(Number(pid), path.startsWith(root) ? path.slice(root.length + 1) : path);
  }
  return files;
}

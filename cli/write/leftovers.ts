import { readdirSync, rmSync } from 'node:fs';
import { hostname } from 'node:os';
import { basename, dirname, join } from 'node:path';
import { besideOutput } from './output-folder';
import { isRunning } from './output-lock';

/**
 * Deletes what killed builds left beside the output folder: staging folders (`.<name>.tmp-…`,
 * possibly tens of MB) and lock drafts of processes that are gone. Called while holding the lock,
 * so no staging folder belongs to a running build. Returns the names removed.
 */
export function removeLeftovers(outDir: string): string[] {
  const { stagingPrefix, lockPrefix } = besideOutput(outDir);
  const removed: string[] = [];
  for (const name of readdirSync(dirname(outDir))) {
    const path = join(dirname(outDir), name);
    const staging = path.startsWith(stagingPrefix);
    // `.<name>.lock.<pid>-<token>`: a waiting build's draft while its pid runs.
    const draftPid = path.startsWith(lockPrefix) ? Number(/^(\d+)-/.exec(path.slice(lockPrefix.length))?.[1]) : NaN;
    if (staging || (Number.isSafeInteger(draftPid) && !isRunning({ pid: draftPid, host: hostname() }))) {
      rmSync(path, { recursive: true, force: true });
      removed.push(basename(path));
    }
  }
  return removed;
}

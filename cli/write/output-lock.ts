import { randomBytes } from 'node:crypto';
import { linkSync, readFileSync, renameSync, unlinkSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import { besideOutput } from './output-folder';

/** Who holds an output folder's lock: enough to tell whether that process still runs. */
export interface LockOwner {
  pid: number;
  host: string;
  /** When the process started, as the kernel counts (Linux): a reused pid has another. */
  processStart?: string;
  /** When it took the lock, for the message a waiting build prints. */
  since: string;
  /** Unique per lock taken, so a build can tell its own lock from a newer one. */
  token: string;
}

export interface OutputLock {
  /** False when another build broke this lock (it judged this process dead): do not write. */
  stillHeld(): boolean;
  release(): void;
}

export interface LockOptions {
  /** How long to wait for a running build to finish; 0 refuses at once. */
  waitMs: number;
  /** Told once, when this build starts waiting. */
  onWait(owner: LockOwner): void;
}

/** Thrown when the folder stays locked by a running build for longer than `waitMs`. */
export class OutputLocked extends Error {
  constructor(readonly owner: LockOwner, readonly lockFile: string) {
    super(`locked by pid ${owner.pid}`);
  }
}

/**
 * Takes the lock beside the output folder (`.<name>.lock`), so two builds never write the same
 * folder at once: a second build waits for the first, or gives up after `waitMs`. The lock file
 * names its owner's pid; one left by a killed build (its process is gone) is taken over, so a
 * crash never blocks the next build. On another host the pid cannot be checked: such a lock is
 * taken as held.
 */
export async function lockOutput(outDir: string, options: LockOptions): Promise<OutputLock> {
  const { lock } = besideOutput(outDir);
  const me: LockOwner = { pid: process.pid, host: hostname(), processStart: processStart(process.pid), since: new Date().toISOString(), token: randomBytes(8).toString('hex') };
  const deadline = Date.now() + options.waitMs;
  let told = false;
  for (;;) {
    if (tryCreate(lock, me)) break;
    const owner = readOwner(lock);
    if (owner === 'gone') continue;
    if (owner === 'unreadable' || !isRunning(owner)) {
      breakStaleLock(lock, owner === 'unreadable' ? undefined : owner.token, me);
      continue;
    }
    if (Date.now() >= deadline) throw new OutputLocked(owner, lock);
    if (!told) options.onWait(owner);
    told = true;
    await sleep(Math.min(100, Math.max(1, deadline - Date.now())));
  }
  return {
    stillHeld: () => {
      const owner = readOwner(lock);
      return typeof owner === 'object' && owner.token === me.token;
    },
    release() {
      const owner = readOwner(lock);
      if (typeof owner === 'object' && owner.token === me.token) unlinkSync(lock);
    },
  };
}

/** Writes the owner beside the lock, then links it into place: the lock never appears half-written. */
function tryCreate(lock: string, me: LockOwner): boolean {
  const draft = ownedName(lock, me);
  writeFileSync(draft, `${JSON.stringify(me)}\n`);
  try {
    linkSync(draft, lock);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  } finally {
    unlinkSync(draft);
  }
}

/** A file of this process beside the lock: `.<name>.lock.<pid>-<token>`, removable once the pid is gone. */
function ownedName(lock: string, me: LockOwner): string {
  return `${lock}.${me.pid}-${me.token}`;
}

function readOwner(lock: string): LockOwner | 'gone' | 'unreadable' {
  let text;
  try {
    text = readFileSync(lock, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 'gone';
    throw error;
  }
  try {
    const owner = JSON.parse(text) as LockOwner;
    return Number.isSafeInteger(owner.pid) && typeof owner.token === 'string' && typeof owner.host === 'string' ? owner : 'unreadable';
  } catch {
    return 'unreadable';
  }
}

/**
 * Moves a stale lock aside and deletes it. Another build may have replaced it meanwhile with a
 * live one; then that one is put back (link: never over a newer lock) and this build waits again.
 */
function breakStaleLock(lock: string, staleToken: string | undefined, me: LockOwner): void {
  const aside = `${ownedName(lock, me)}-stale`;
  try {
    renameSync(lock, aside);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  const moved = readOwner(aside);
  if (typeof moved === 'object' && moved.token !== staleToken) {
    try {
      linkSync(aside, lock);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
  unlinkSync(aside);
}

export function isRunning(owner: Pick<LockOwner, 'pid' | 'host' | 'processStart'>): boolean {
  if (owner.host !== hostname()) return true;
  try {
    process.kill(owner.pid, 0);
  } catch (error) {
    // EPERM: it runs, as another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
  // The pid runs, but a pid is reused: the same process started at the same moment.
  const start = processStart(owner.pid);
  return !owner.processStart || !start || start === owner.processStart;
}

/** Field 22 of /proc/<pid>/stat (start time in clock ticks since boot), where there is /proc. */
function processStart(pid: number): string | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
  } catch {
    return undefined;
  }
}

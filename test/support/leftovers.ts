import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The last line of defence against orphans. Vitest ends its test workers with a signal, so a
 * worker's own `exit` handlers do not run and a server a crashed test never stopped would outlive
 * the run. Each helper process and temp dir is noted in a registry dir that the e2e global setup
 * creates (its path in REGISTRY_ENV), and the global teardown removes whatever is still noted.
 */
export const REGISTRY_ENV = 'RADIO_EMBED_E2E_REGISTRY';

interface Entry {
  /** A process to kill, with the command it was started with (guards against a reused pid). */
  pid?: number;
  command?: string;
  /** Kill its whole process group (it leads one), stopped members included. */
  group?: boolean;
  /** A directory to delete. */
  dir?: string;
}

let counter = 0;

/** Notes a running process or a temp dir; returns the function that forgets it again. */
export function track(entry: Entry): () => void {
  const registry = process.env[REGISTRY_ENV];
  if (!registry) return () => {};
  const file = join(registry, `${process.pid}-${++counter}.json`);
  writeFileSync(file, JSON.stringify(entry));
  return () => rmSync(file, { force: true });
}

export function createRegistry(dir: string): void {
  mkdirSync(dir, { recursive: true });
}

/** Kills and deletes everything still noted in `registry`, then the registry; returns what it did. */
export function cleanUpLeftovers(registry: string): string[] {
  const done: string[] = [];
  const entries = readdirSync(registry).map(
    (name) => JSON.parse(readFileSync(join(registry, name), 'utf8')) as Entry,
  );
  for (const { pid, command, group } of entries) {
    if (pid === undefined || !isRunning(pid, command)) continue;
    process.kill(group ? -pid : pid, 'SIGKILL');
    done.push(`killed ${command} (pid ${pid})`);
  }
  for (const { dir } of entries) {
    if (dir === undefined) continue;
    rmSync(dir, { recursive: true, force: true });
    done.push(`removed ${dir}`);
  }
  rmSync(registry, { recursive: true, force: true });
  return done;
}

function isRunning(pid: number, command = ''): boolean {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').startsWith(command);
  } catch {
    return false;
  }
}

import { spawn, type ChildProcess } from 'node:child_process';
import { track } from './leftovers';

/**
 * A long-running helper process (icecast2, ffmpeg) that a test owns. It keeps the tail of the
 * process output for error messages, and it is killed even if a test forgot `stop()` or crashed
 * before its afterAll — at the test process's exit, or else by the e2e global teardown (leftovers.ts).
 */
export interface RunningProcess {
  readonly name: string;
  readonly pid: number;
  /** Resolves when the process has exited, for whatever reason. */
  readonly exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** Whether the process is still running. */
  isRunning(): boolean;
  /** The last few KB of stdout+stderr. */
  output(): string;
  /** SIGTERM, then SIGKILL after `graceMs`; resolves once it has exited. Safe to call twice. */
  stop(graceMs?: number): Promise<void>;
}

const OUTPUT_TAIL_BYTES = 16_384;
const live = new Set<ChildProcess>();

process.once('exit', () => {
  for (const child of live) child.kill('SIGKILL');
});

export interface StartProcessOptions {
  cwd?: string;
  env?: NodeJS.ProcessEnv;
}

export function startProcess(
  name: string,
  command: string,
  args: string[],
  { cwd, env }: StartProcessOptions = {},
): RunningProcess {
  // stdin is ignored: ffmpeg reads keys from a terminal stdin and would stop on stray input.
  const child = spawn(command, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
  if (child.pid === undefined) throw new Error(`${name}: could not start ${command}`);
  live.add(child);
  const untrack = track({ pid: child.pid, command });
  let tail = '';
  const keep = (chunk: Buffer) => {
    tail = (tail + chunk.toString('utf8')).slice(-OUTPUT_TAIL_BYTES);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  let running = true;
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => {
    child.once('exit', (code, signal) => {
      running = false;
      live.delete(child);
      untrack();
      resolve({ code, signal });
    });
  });

  return {
    name,
    pid: child.pid,
    exited,
    isRunning: () => running,
    output: () => tail,
    async stop(graceMs = 5_000) {
      if (!running) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
      await exited;
      clearTimeout(timer);
    },
  };
}

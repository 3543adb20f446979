import { existsSync } from 'node:fs';
import type { CliIo } from '../process';

/** The moments of a write, in order (switch-build.ts); a crash between any two is survivable. */
export type WriteStep =
  | 'locked'
  | 'staged'
  | 'interim-manifest'
  | 'interim-headers'
  | 'assets'
  | 'half-files'
  | 'files'
  | 'final-headers'
  | 'final-manifest';

/**
 * For tests only, so they can show what a crash at a given moment leaves behind with a real
 * process: `RADIO_EMBED_TEST_KILL_AT=<step>` kills the build with SIGKILL when it reaches the step;
 * `RADIO_EMBED_TEST_STALL_AT=<step>:<file>` holds it there until the test creates `<file>` (e.g.
 * once it has seen a second build meet the lock): a release signal, not a guessed duration.
 */
export const KILL_AT_ENV = 'RADIO_EMBED_TEST_KILL_AT';
export const STALL_AT_ENV = 'RADIO_EMBED_TEST_STALL_AT';
/**
 * `RADIO_EMBED_TEST_FAIL_AT=<step>:<code>` makes the file system refuse at the step, as a full
 * disk does (`staged:ENOSPC`): the build's own error handling then runs, unlike with a kill.
 */
export const FAIL_AT_ENV = 'RADIO_EMBED_TEST_FAIL_AT';

export type StepHook = (step: WriteStep) => void;

/** A stalled build goes on by itself after this, so a test that fails before releasing it leaves no process behind for long. */
const STALL_LIMIT_MS = 120_000;
const STALL_POLL_MS = 20;

/** Blocks this process (the write is synchronous at its steps) until `file` exists or the limit passes. */
function stallUntil(file: string): void {
  const sleeper = new Int32Array(new SharedArrayBuffer(4));
  for (let waited = 0; waited < STALL_LIMIT_MS && !existsSync(file); waited += STALL_POLL_MS) Atomics.wait(sleeper, 0, 0, STALL_POLL_MS);
}

export function testHooks(env: CliIo['env']): StepHook {
  const killAt = env[KILL_AT_ENV];
  // The file's path may hold colons of its own: only the first one ends the step.
  const [stallAt, ...releasePath] = (env[STALL_AT_ENV] ?? '').split(':');
  const releaseFile = releasePath.join(':');
  const [failAt, failCode] = (env[FAIL_AT_ENV] ?? '').split(':');
  if (!killAt && !stallAt && !failAt) return () => {};
  return (step) => {
    if (step === stallAt) stallUntil(releaseFile);
    if (step === killAt) process.kill(process.pid, 'SIGKILL');
    if (step === failAt) throw Object.assign(new Error(`${failCode}: injected at ${step}`), { code: failCode });
  };
}

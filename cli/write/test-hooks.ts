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
 * `RADIO_EMBED_TEST_STALL_AT=<step>:<ms>` holds it there (e.g. to start a second build meanwhile).
 */
export const KILL_AT_ENV = 'RADIO_EMBED_TEST_KILL_AT';
export const STALL_AT_ENV = 'RADIO_EMBED_TEST_STALL_AT';
/**
 * `RADIO_EMBED_TEST_FAIL_AT=<step>:<code>` makes the file system refuse at the step, as a full
 * disk does (`staged:ENOSPC`): the build's own error handling then runs, unlike with a kill.
 */
export const FAIL_AT_ENV = 'RADIO_EMBED_TEST_FAIL_AT';

export type StepHook = (step: WriteStep) => void;

export function testHooks(env: CliIo['env']): StepHook {
  const killAt = env[KILL_AT_ENV];
  const [stallAt, stallMs] = (env[STALL_AT_ENV] ?? '').split(':');
  const [failAt, failCode] = (env[FAIL_AT_ENV] ?? '').split(':');
  if (!killAt && !stallAt && !failAt) return () => {};
  return (step) => {
    if (step === stallAt) Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, Number(stallMs));
    if (step === killAt) process.kill(process.pid, 'SIGKILL');
    if (step === failAt) throw Object.assign(new Error(`${failCode}: injected at ${step}`), { code: failCode });
  };
}

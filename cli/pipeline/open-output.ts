import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { CliError } from '../errors/cli-error';
import { type Problem, problem, warning } from '../errors/problem';
import type { CliIo } from '../process';
import { reportWarnings } from '../report/report';
import { removeLeftovers } from '../write/leftovers';
import { inspectOutputFolder } from '../write/output-folder';
import { lockOutput, type OutputLock, OutputLocked } from '../write/output-lock';
import { type PreviousBuild, readPreviousBuild } from '../write/previous-build';
import { type StepHook, testHooks } from '../write/test-hooks';
import { FILE_SYSTEM_REFUSALS } from '../write/write-build';

/** `RADIO_EMBED_LOCK_WAIT=<seconds>`: how long a build waits for another one writing the same folder. */
export const LOCK_WAIT_ENV = 'RADIO_EMBED_LOCK_WAIT';
const DEFAULT_LOCK_WAIT_S = 600;

/** The output folder, ready to be written by this run alone. */
export interface OpenOutput {
  previous: PreviousBuild;
  lock: OutputLock;
  reached: StepHook;
}

/**
 * Makes sure the output folder is this tool's to write (new, empty, or a previous build), then
 * takes its lock — waiting while another build writes it — and removes what killed runs left
 * beside it. The folder is read again under the lock, since the build before may have changed it.
 */
export async function openOutput(outDir: string, shownOutDir: string, io: CliIo): Promise<{ ok: true; output: OpenOutput } | { ok: false; problems: Problem[] }> {
  const foreign = [problem('NOT_AN_OUTPUT_FOLDER', { file: shownOutDir })];
  try {
    if (inspectOutputFolder(outDir).kind === 'foreign') return { ok: false, problems: foreign };
    const reached = testHooks(io.env);
    const waitS = lockWaitSeconds(io.env);
    mkdirSync(dirname(outDir), { recursive: true });
    const lock = await lockOutput(outDir, {
      waitMs: waitS * 1000,
      onWait: (owner) => reportWarnings(io.stderr, [warning('WAITING_FOR_OUTPUT', { file: shownOutDir }, { pid: owner.pid, seconds: waitS })]),
    });
    try {
      reached('locked');
      removeLeftovers(outDir);
      const folder = inspectOutputFolder(outDir);
      if (folder.kind === 'foreign') {
        lock.release();
        return { ok: false, problems: foreign };
      }
      return { ok: true, output: { previous: readPreviousBuild(outDir, folder), lock, reached } };
    } catch (error) {
      lock.release();
      throw error;
    }
  } catch (error) {
    if (error instanceof OutputLocked) {
      const { pid, host, since } = error.owner;
      return { ok: false, problems: [problem('OUTPUT_LOCKED', { file: shownOutDir }, { pid, host, since, lock: error.lockFile })] };
    }
    const code = (error as NodeJS.ErrnoException).code;
    if (code && FILE_SYSTEM_REFUSALS.has(code)) {
      throw new CliError([problem('WRITE_FAILED', { file: shownOutDir }, { reason: (error as Error).message })]);
    }
    throw error;
  }
}

function lockWaitSeconds(env: CliIo['env']): number {
  const value = env[LOCK_WAIT_ENV];
  return value && /^\d+$/.test(value) ? Number(value) : DEFAULT_LOCK_WAIT_S;
}

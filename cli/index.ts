import { CliError } from './errors/cli-error';
import { parseArgs } from './parse-args';
import { type CliIo, type CliProcess, waitForStopOf } from './process';
import { reportProblems } from './report/report';

export type { CliProcess } from './process';
// For scripts (benchmarks, tests) that drive the pipeline without a command line.
export { buildStations } from './pipeline/build-stations';
export { keepRuntimeBundles } from './bundle/kept-runtime-bundle';
export { startPreview } from './preview/preview-server';

/**
 * The radio-embed command line. Takes the process (or a fake with the same shape) and resolves
 * to the exit code: 0 success, 1 a bad station or config file, 2 a command line that cannot run.
 */
export async function run(proc: CliProcess): Promise<number> {
  const io: CliIo = {
    cwd: '',
    stdout: proc.stdout,
    stderr: proc.stderr,
    env: proc.env,
    // Read only by a command that asks: touching process.stdin opens it.
    get stdin() {
      return proc.stdin;
    },
    waitForStop: () => waitForStopOf(proc),
  };
  try {
    io.cwd = proc.cwd();
    const args = parseArgs(proc.argv, io);
    if (args.kind === 'exit') return args.code;
    return await args.run(io);
  } catch (error) {
    if (error instanceof CliError) {
      reportProblems(io.stderr, error.problems);
      return error.exitCode;
    }
    // Not a known failure: a bug. The stack is what a bug report needs.
    io.stderr.write(`radio-embed: unexpected error (please report it):\n${error instanceof Error ? error.stack : String(error)}\n`);
    return 1;
  }
}

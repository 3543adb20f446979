import { run } from '../../../cli/index';
import type { CliInput, StopSignal } from '../../../cli/process';

export interface CliRun {
  code: number;
  stdout: string;
  stderr: string;
}

export interface FakeProcessOptions {
  /** stderr is a terminal (progress lines are drawn). */
  tty?: boolean;
  /** Receives the fake process's signal trigger, for commands that run until stopped. */
  signals?: (send: (signal: StopSignal) => void) => void;
  /** What the user types (a stream with `isTTY` set, for a terminal); none by default, as in CI. */
  stdin?: CliInput;
  /** Called with everything written so far, on every write. */
  onOutput?: (output: { stdout: string; stderr: string }) => void;
}

/** Runs the CLI in-process with a fake process, as `radio-embed <args>` typed in `cwd`. */
export async function runCli(
  args: string[],
  cwd: string,
  env: Record<string, string | undefined> = {},
  options: FakeProcessOptions = {},
): Promise<CliRun> {
  let stdout = '';
  let stderr = '';
  const listeners = new Map<StopSignal, () => void>();
  options.signals?.((signal) => listeners.get(signal)?.());
  const code = await run({
    argv: ['node', 'radio-embed', ...args],
    cwd: () => cwd,
    stdout: {
      write: (text: string) => {
        stdout += text;
        options.onOutput?.({ stdout, stderr });
      },
    },
    stderr: {
      isTTY: options.tty,
      write: (text: string) => {
        stderr += text;
        options.onOutput?.({ stdout, stderr });
      },
    },
    env,
    stdin: options.stdin,
    once: (signal, listener) => listeners.set(signal, listener),
    removeListener: (signal) => listeners.delete(signal),
  });
  return { code, stdout, stderr };
}

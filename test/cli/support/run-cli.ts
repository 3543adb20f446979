import { run } from '../../../cli/index';

export interface CliRun {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs the CLI in-process with a fake process, as `radio-embed <args>` typed in `cwd`. */
export async function runCli(args: string[], cwd: string, env: Record<string, string | undefined> = {}): Promise<CliRun> {
  let stdout = '';
  let stderr = '';
  const code = await run({
    argv: ['node', 'radio-embed', ...args],
    cwd: () => cwd,
    stdout: { write: (text: string) => (stdout += text) },
    stderr: { write: (text: string) => (stderr += text) },
    env,
  });
  return { code, stdout, stderr };
}

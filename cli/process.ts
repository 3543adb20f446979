/**
 * What the CLI needs from the Node process. `run(process)` works with the real one; tests pass a
 * fake with the same shape and read back what the user would see.
 */
export interface CliOutput {
  write(text: string): unknown;
}

export interface CliProcess {
  /** As in `process.argv`: node, script, then the user's arguments. */
  argv: readonly string[];
  cwd(): string;
  stdout: CliOutput;
  stderr: CliOutput;
  env: Readonly<Record<string, string | undefined>>;
}

/** The process facts the build steps use, resolved once. */
export interface CliIo {
  cwd: string;
  stdout: CliOutput;
  stderr: CliOutput;
  env: Readonly<Record<string, string | undefined>>;
}

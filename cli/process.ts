/**
 * What the CLI needs from the Node process. `run(process)` works with the real one; tests pass a
 * fake with the same shape and read back what the user would see.
 */
export interface CliOutput {
  write(text: string): unknown;
  /** True when a person watches (a terminal): progress lines are drawn only then. */
  isTTY?: boolean;
}

export type StopSignal = 'SIGINT' | 'SIGTERM';

/** Where a command asks the user something (`new` asks for the publicUrl): only when a person types there. */
export type CliInput = NodeJS.ReadableStream & { isTTY?: boolean };

export interface CliProcess {
  /** As in `process.argv`: node, script, then the user's arguments. */
  argv: readonly string[];
  cwd(): string;
  stdout: CliOutput;
  stderr: CliOutput;
  env: Readonly<Record<string, string | undefined>>;
  /** Absent in a fake process: then nothing can be asked. */
  stdin?: CliInput;
  /** Long-running commands (preview) stop on Ctrl+C; a fake process may fire these itself. */
  once?(signal: StopSignal, listener: () => void): unknown;
  removeListener?(signal: StopSignal, listener: () => void): unknown;
}

/** The process facts the commands use, resolved once. */
export interface CliIo {
  cwd: string;
  stdout: CliOutput;
  stderr: CliOutput;
  env: Readonly<Record<string, string | undefined>>;
  stdin?: CliInput;
  /**
   * Resolves when the user asks a long-running command to stop. Only such a command calls it:
   * listening for SIGINT takes away Node's default exit on Ctrl+C.
   */
  waitForStop(): Promise<StopSignal>;
}

/** A promise that resolves at the first SIGINT/SIGTERM, for commands that serve until stopped. */
export function waitForStopOf(proc: CliProcess): Promise<StopSignal> {
  return new Promise((resolve) => {
    if (!proc.once) return;
    const signals: StopSignal[] = ['SIGINT', 'SIGTERM'];
    const listeners = signals.map((signal) => {
      const listener = () => {
        signals.forEach((other, i) => other !== signal && proc.removeListener?.(other, listeners[i]!));
        resolve(signal);
      };
      return listener;
    });
    signals.forEach((signal, i) => proc.once!(signal, listeners[i]!));
  });
}

import type { Command, OutputConfiguration } from 'commander';
import type { CliIo } from '../process';
import { USAGE_EXIT_CODE } from './usage-exit-code';

/** Commander prints help and its own errors to the fake or real process, never in colour. */
export function programOutput(io: Pick<CliIo, 'stdout' | 'stderr'>): OutputConfiguration {
  return {
    writeOut: (text: string) => void io.stdout.write(text),
    writeErr: (text: string) => void io.stderr.write(text),
    getOutHelpWidth: () => 100,
    getErrHelpWidth: () => 100,
    getOutHasColors: () => false,
    getErrHasColors: () => false,
  };
}

/** Gives a subcommand the program's output and error handling. */
export function configureCommand(command: Command, output: OutputConfiguration): Command {
  return command
    .configureOutput(output)
    .exitOverride()
    .showHelpAfterError(`(run radio-embed ${command.name()} --help for usage)`);
}

/** Ends parsing with a usage error (exit code 2), printed as commander prints its own. */
export function usageError(command: Command, message: string): never {
  command.error(`error: ${message}`, { exitCode: USAGE_EXIT_CODE });
}

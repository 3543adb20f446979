import { Command, CommanderError } from 'commander';
import { programOutput } from './args/program-output';
import { USAGE_EXIT_CODE } from './args/usage-exit-code';
import { defineBuild } from './commands/build';
import type { CommandRun, DefineCommand } from './commands/command';
import { defineDoctor } from './commands/doctor';
import { defineHeaders } from './commands/headers';
import { defineInit } from './commands/init';
import { defineNew } from './commands/new';
import { definePreview } from './commands/preview';
import { definePublish } from './commands/publish';
import { definePull } from './commands/pull';
import { defineSchema } from './commands/schema';
import { defineSnippet } from './commands/snippet';
import { defineValidate } from './commands/validate';
import { VERSION } from './package-root';
import type { CliIo } from './process';

export { USAGE_EXIT_CODE };

export type ParsedArgs = { kind: 'run'; run: CommandRun } | { kind: 'exit'; code: number };

const EXAMPLES = `
Examples:
  $ radio-embed preview --station 42         hear the demo station at http://127.0.0.1:4242/42/
  $ radio-embed build --station 42
  $ radio-embed build --all --config staging.config.json
  $ radio-embed validate --json`;

/** In the order `--help` lists them: the daily ones first. */
const COMMANDS: DefineCommand[] = [
  defineBuild,
  defineValidate,
  definePreview,
  definePublish,
  defineSnippet,
  defineDoctor,
  defineNew,
  defineInit,
  definePull,
  defineSchema,
  defineHeaders,
];

function createProgram(io: Pick<CliIo, 'stdout' | 'stderr'>, choose: (run: CommandRun) => void): Command {
  const output = programOutput(io);
  const program = new Command('radio-embed')
    .description('Build static embeddable radio players from station files.')
    .version(VERSION)
    .configureOutput(output)
    // A command that takes an argument is listed by it (`publish <target>`), not also by
    // "[options]": the list keeps its narrow column (each command's --help shows its options).
    .configureHelp({ subcommandTerm: commandTerm })
    .exitOverride()
    .showHelpAfterError('(run radio-embed --help for usage)')
    .addHelpText('after', EXAMPLES);
  for (const define of COMMANDS) define(program, output, choose);
  return program;
}

function commandTerm(command: Command): string {
  const args = command.registeredArguments.map((arg) => (arg.required ? `<${arg.name()}>` : `[${arg.name()}]`));
  if (args.length > 0) return `${command.name()} ${args.join(' ')}`;
  return command.options.length > 0 ? `${command.name()} [options]` : command.name();
}

/**
 * Reads the command line. Help and version are printed here (exit 0); a command line that
 * cannot be run is reported the way commander reports its own errors (exit 2).
 */
export function parseArgs(argv: readonly string[], io: Pick<CliIo, 'stdout' | 'stderr'>): ParsedArgs {
  let chosen: CommandRun | undefined;
  const program = createProgram(io, (run) => {
    chosen = run;
  });
  try {
    program.parse([...argv]);
  } catch (error) {
    if (!(error instanceof CommanderError)) throw error;
    // Help and version end with exit code 0; every other way out is a usage error.
    return { kind: 'exit', code: error.exitCode === 0 ? 0 : USAGE_EXIT_CODE };
  }
  return chosen ? { kind: 'run', run: chosen } : { kind: 'exit', code: USAGE_EXIT_CODE };
}

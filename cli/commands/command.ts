import type { Command, OutputConfiguration } from 'commander';
import type { CliIo } from '../process';

/** What a command does once its command line is understood: resolves to the exit code. */
export type CommandRun = (io: CliIo) => Promise<number>;

/**
 * Each command file adds itself to the program. Its action validates the flags (usage errors end
 * the parse with exit code 2) and hands back what to run.
 */
export type DefineCommand = (program: Command, output: OutputConfiguration, choose: (run: CommandRun) => void) => void;

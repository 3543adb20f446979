import { Command, CommanderError, InvalidArgumentError } from 'commander';
import type { BuildOptions } from './build/build-stations';
import { USAGE } from './errors/catalogue';
import { DEFAULT_CONFIG_FILE } from './load/load-project-config';
import { VERSION } from './package-root';
import type { CliIo } from './process';

export type ParsedArgs = { kind: 'build'; options: BuildOptions } | { kind: 'exit'; code: number };

/** Exit code of a command line that cannot be run as written. */
export const USAGE_EXIT_CODE = 2;

const EXAMPLES = `
Examples:
  $ radio-embed build --station 42
  $ radio-embed build --station 42,7 --out-dir public
  $ radio-embed build --all --config staging.config.json`;

const BUILD_EXAMPLES = `
Examples:
  $ radio-embed build --station 42              stations/42.json → dist/42/
  $ radio-embed build --station 42 --station 7  two stations, one shared bundle
  $ radio-embed build --all --out-dir public    every stations/<id>.json → public/`;

/** `--station 42,7 --station 9` → [42, 7, 9]. */
function collectStationIds(value: string, previous: number[] = []): number[] {
  const ids = value.split(',').map((part) => part.trim());
  if (ids.some((id) => !/^[1-9]\d*$/.test(id))) throw new InvalidArgumentError(USAGE.BAD_STATION_ID());
  return [...previous, ...ids.map(Number)];
}

/** The flags of every command that reads stations (station-config.md). */
function addStationOptions(command: Command): Command {
  return command
    .option('--stations-dir <dir>', 'folder of the station files', 'stations')
    .option('--config <file>', `shared settings (default: ${DEFAULT_CONFIG_FILE} when present)`)
    .option('--out-dir <dir>', 'output folder', 'dist');
}

function createProgram(io: CliIo, onBuild: (options: BuildOptions) => void): Command {
  const program = new Command('radio-embed');
  const output = {
    writeOut: (text: string) => void io.stdout.write(text),
    writeErr: (text: string) => void io.stderr.write(text),
    getOutHelpWidth: () => 100,
    getErrHelpWidth: () => 100,
    getOutHasColors: () => false,
    getErrHasColors: () => false,
  };
  program
    .description('Build static embeddable radio players from station files.')
    .version(VERSION)
    .configureOutput(output)
    .exitOverride()
    .showHelpAfterError('(run radio-embed --help for usage)')
    .addHelpText('after', EXAMPLES);
  const build = program
    .command('build')
    .description('validate station files and write their embeds (pages, snippets, shared assets)')
    .option('--station <ids>', 'a station id to build; repeat it or give a comma list', collectStationIds)
    .option('--all', 'build every <id>.json in the stations folder')
    .option('--strict', 'treat unknown keys as errors, not warnings')
    .addHelpText('after', BUILD_EXAMPLES)
    .configureOutput(output)
    .exitOverride()
    .showHelpAfterError('(run radio-embed build --help for usage)');
  addStationOptions(build).action((flags: { station?: number[]; all?: boolean; strict?: boolean; stationsDir: string; config?: string; outDir: string }) => {
    if (flags.station && flags.all) build.error(`error: ${USAGE.STATION_AND_ALL()}`, { exitCode: USAGE_EXIT_CODE });
    if (!flags.station && !flags.all) build.error(`error: ${USAGE.NO_STATION_CHOSEN()}`, { exitCode: USAGE_EXIT_CODE });
    onBuild({
      stations: flags.all ? 'all' : [...new Set(flags.station)],
      stationsDir: flags.stationsDir,
      config: flags.config,
      outDir: flags.outDir,
      strict: flags.strict === true,
    });
  });
  return program;
}

/**
 * Reads the command line. Help and version are printed here (exit 0); a command line that
 * cannot be run is reported the way commander reports its own errors (exit 2).
 */
export function parseArgs(argv: readonly string[], io: CliIo): ParsedArgs {
  let parsed: ParsedArgs | undefined;
  const program = createProgram(io, (options) => {
    parsed = { kind: 'build', options };
  });
  try {
    program.parse([...argv]);
  } catch (error) {
    if (!(error instanceof CommanderError)) throw error;
    // Help and version end with exit code 0; every other way out is a usage error.
    return { kind: 'exit', code: error.exitCode === 0 ? 0 : USAGE_EXIT_CODE };
  }
  return parsed ?? { kind: 'exit', code: USAGE_EXIT_CODE };
}

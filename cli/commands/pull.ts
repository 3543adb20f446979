import { InvalidArgumentError } from 'commander';
import { parseStationId } from '../args/station-ids';
import { configureCommand, usageError } from '../args/program-output';
import { nextSteps } from '../init/next-steps';
import { addStationOptions, type StationFlags } from '../args/station-options';
import { PROBLEMS, USAGE } from '../errors/catalogue';
import { stationSchemaRef } from '../init/schema-ref';
import type { CliIo } from '../process';
import { fetchStationData, shownUrl, stationServiceUrl } from '../pull/fetch-station-data';
import { reportProblems } from '../report/report';
import { isHttpUrl } from '../../contract/station-file/url';
import { openNewStationFile } from '../write/new-station-file';
import type { DefineCommand } from './command';

const EXAMPLES = `
Examples:
  $ radio-embed pull --station 42 --from https://api.radio.example
      GET https://api.radio.example/station?uid=42, its data.data → stations/42.json`;

interface PullFlags extends StationFlags {
  station?: number;
  from?: string;
  force?: boolean;
}

export interface PullOptions {
  sid: number;
  base: string;
  force: boolean;
  stationsDir: string;
  config?: string;
}

// `{base}/station?uid=N` is made by appending: a query or fragment in the base would swallow it.
function parseBaseUrl(value: string): string {
  if (!isHttpUrl(value) || /[?#]/.test(value)) throw new InvalidArgumentError(USAGE.BAD_BASE_URL());
  return value;
}

export const definePull: DefineCommand = (program, output, choose) => {
  const pull = configureCommand(program.command('pull'), output)
    .description('fetch a station from the existing station service into its station file')
    .option('--station <id>', 'the station id', parseStationId)
    .option('--from <base>', 'the station service base URL', parseBaseUrl)
    .option('--force', 'overwrite an existing station file');
  addStationOptions(pull)
    .addHelpText('after', EXAMPLES)
    .action((flags: PullFlags) => {
      if (flags.station === undefined) usageError(pull, USAGE.STATION_REQUIRED({ command: 'pull' }));
      if (flags.from === undefined) usageError(pull, 'pull needs --from <base>, the station service URL');
      const options = { sid: flags.station, base: flags.from, force: flags.force === true, stationsDir: flags.stationsDir, config: flags.config };
      choose((io) => runPull(options, io));
    });
};

/**
 * `pull`: the service's `data.data`, checked like any station file (with the shared settings it
 * will be built with), written as it came (unknown legacy keys included) plus `"$schema"`.
 */
export async function runPull(options: PullOptions, io: CliIo): Promise<number> {
  const target = await openNewStationFile(options, io);
  if (!target) return 1;
  const url = stationServiceUrl(options.base, options.sid);
  const fetched = await fetchStationData(url, options.sid);
  if (!fetched.ok) {
    reportProblems(io.stderr, [fetched.problem]);
    // The spec's message (§8) closes every way of getting no station.
    if (fetched.problem.code !== 'NO_STATION_CONFIG') io.stderr.write(`${PROBLEMS.NO_STATION_CONFIG({ id: options.sid })}\n`);
    return 1;
  }
  const { $schema: _old, ...raw } = fetched.raw;
  if (!(await target.write({ $schema: stationSchemaRef(target.path, io.cwd), ...raw }, `${shownUrl(url)} data.data`))) return 1;
  io.stdout.write(`pulled station ${options.sid} → ${target.file}\n${nextSteps(options)}`);
  return 0;
}

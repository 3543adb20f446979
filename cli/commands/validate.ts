import { collectStationIds } from '../args/station-ids';
import { configureCommand, usageError } from '../args/program-output';
import { addStationOptions, type StationFlags } from '../args/station-options';
import { allReports, type CheckOptions, type CheckResult, checkStations } from '../pipeline/check-stations';
import { USAGE } from '../errors/catalogue';
import type { CliIo } from '../process';
import { formatJson, toJsonReport } from '../report/json-report';
import { reportProblems, reportWarnings } from '../report/report';
import { icecastMountWarnings } from '../validate/icecast-mount';
import { vendorListFindings } from '../validate/vendor-list';
import type { DefineCommand } from './command';

const EXAMPLES = `
Examples:
  $ radio-embed validate                  every stations/<id>.json
  $ radio-embed validate --station 42,7
  $ radio-embed validate --all --json     per station: ok, or its problems
  $ radio-embed validate --offline        no network checks (an Icecast station's mount, the vendor list)`;

interface ValidateFlags extends StationFlags {
  station?: number[];
  all?: boolean;
  strict?: boolean;
  json?: boolean;
  offline?: boolean;
}

export const defineValidate: DefineCommand = (program, output, choose) => {
  const validate = configureCommand(program.command('validate'), output)
    .description('check station files and the shared config, without building')
    .option('--station <ids>', 'a station id to check; repeat it or give a comma list', collectStationIds)
    .option('--all', 'check every <id>.json in the stations folder (the default)')
    .option('--strict', 'treat unknown keys as errors, not warnings')
    .option('--json', 'print one JSON document on stdout')
    .option('--offline', "skip the network checks (an Icecast station's status page lists its mount; the vendor list holds the station's vendor ids)")
    .addHelpText('after', EXAMPLES);
  addStationOptions(validate).action((flags: ValidateFlags) => {
    if (flags.station && flags.all) usageError(validate, USAGE.STATION_AND_ALL());
    const options: CheckOptions = {
      stations: flags.station ? [...new Set(flags.station)] : 'all',
      stationsDir: flags.stationsDir,
      config: flags.config,
      strict: flags.strict === true,
    };
    choose((io) => runValidate(options, flags.json === true, io, flags.offline !== true));
  });
};

async function runValidate(options: CheckOptions, json: boolean, io: CliIo, online: boolean): Promise<number> {
  const result = await checkStations(options, io.cwd);
  // Network checks: where a status page answers, it must list the stream's mount (a warning);
  // where the station's vendor list can be read, it must hold every vendor id the file names (an error).
  if (online && result.ok) {
    await Promise.all(
      result.stations.map(async (station, index) => {
        if (!station.ok) return;
        const [mount, vendors] = await Promise.all([icecastMountWarnings(station.file, station.station), vendorListFindings(station.file, station.station)]);
        station.warnings.push(...mount, ...vendors.warnings);
        if (vendors.problems.length) result.stations[index] = { id: station.id, file: station.file, warnings: station.warnings, ok: false, problems: vendors.problems };
      }),
    );
  }
  const { problems, warnings } = allReports(result);
  reportWarnings(io.stderr, warnings);
  reportProblems(io.stderr, problems);
  const ok = result.ok && result.stations.every((s) => s.ok);
  if (json) io.stdout.write(formatJson(validateJson(result)));
  else if (result.ok) {
    for (const station of result.stations) if (station.ok) io.stdout.write(`${station.file}: valid\n`);
    const invalid = result.stations.filter((s) => !s.ok).length;
    if (result.stations.length > 1) io.stdout.write(`${result.stations.length - invalid} valid, ${invalid} invalid\n`);
  }
  return ok ? 0 : 1;
}

/** `validate --json`: per station, ok or its problems; problems of the shared config apart. */
export function validateJson(result: CheckResult) {
  if (!result.ok) {
    return { ok: false, problems: result.problems.map(toJsonReport), warnings: result.warnings.map(toJsonReport), stations: [] };
  }
  return {
    ok: result.stations.every((s) => s.ok),
    problems: [],
    warnings: result.warnings.map(toJsonReport),
    stations: result.stations.map((s) => ({
      id: s.id,
      file: s.file,
      ok: s.ok,
      ...(s.ok ? {} : { problems: s.problems.map(toJsonReport) }),
      warnings: s.warnings.map(toJsonReport),
    })),
  };
}

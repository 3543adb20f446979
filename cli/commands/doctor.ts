import { InvalidArgumentError } from 'commander';
import { collectStationIds } from '../args/station-ids';
import { configureCommand, usageError } from '../args/program-output';
import { addStationOptions, type StationFlags } from '../args/station-options';
import { diagnoseStation } from '../doctor/doctor-station';
import { countBySeverity } from '../doctor/finding';
import { diagnosisJson, formatDiagnosis, plural } from '../doctor/format-diagnosis';
import { DEFAULT_TIMEOUT_S, DOCTOR_LIMITS, formatBytes } from '../doctor/limits';
import { USAGE } from '../errors/catalogue';
import { allReports, type CheckOptions, checkStations } from '../pipeline/check-stations';
import type { CliIo } from '../process';
import { formatJson, toJsonReport } from '../report/json-report';
import { reportProblems, reportWarnings } from '../report/report';
import type { DefineCommand } from './command';

const EXAMPLES = `
Examples:
  $ radio-embed doctor --station 42          its streams, now-playing, enrichment, geo and images
  $ radio-embed doctor --station 7,42 --timeout 10
  $ radio-embed doctor --all --json          per station: each address and its findings

Limits (a broken or hostile server costs no more than these):
  time        each address within --timeout, redirects and body included; a station's checks
              within ${DOCTOR_LIMITS.stationTimeouts} x --timeout
  redirects   at most ${DOCTOR_LIMITS.redirects} per address
  playlists   the first ${DOCTOR_LIMITS.playlistEntries} entries of an M3U/PLS playlist
  bytes read  ${formatBytes(DOCTOR_LIMITS.streamBytes)} of a stream, ${formatBytes(DOCTOR_LIMITS.documentBytes)} of a playlist or document, ${formatBytes(DOCTOR_LIMITS.segmentBytes)} of an HLS
              segment, ${formatBytes(DOCTOR_LIMITS.imageBytes)} of an image
Addresses on reserved hosts (example.com/.net/.org, .example, .test, .invalid) are explained, not
contacted. What servers send is printed with control characters escaped (\\x1b); --json keeps
it as sent.`;

/** `--all` over many stations: a few at once, so slow servers do not add up one after another. */
const STATIONS_AT_ONCE = 8;

interface DoctorFlags extends StationFlags {
  station?: number[];
  all?: boolean;
  timeout: number;
  json?: boolean;
}

function parseTimeout(value: string): number {
  const seconds = Number(value);
  if (!/^\d+(\.\d+)?$/.test(value.trim()) || seconds < 0.1 || seconds > 120) throw new InvalidArgumentError(USAGE.BAD_TIMEOUT());
  return seconds;
}

export const defineDoctor: DefineCommand = (program, output, choose) => {
  const doctor = configureCommand(program.command('doctor'), output)
    .description("check from this machine the streams and services a station's player will use")
    .option('--station <ids>', 'a station id to check; repeat it or give a comma list', collectStationIds)
    .option('--all', 'check every <id>.json in the stations folder')
    .option('--timeout <seconds>', 'time limit of each check', parseTimeout, DEFAULT_TIMEOUT_S)
    .option('--json', 'print one JSON document on stdout')
    .addHelpText('after', EXAMPLES);
  addStationOptions(doctor).action((flags: DoctorFlags) => {
    if (flags.station && flags.all) usageError(doctor, USAGE.STATION_AND_ALL());
    if (!flags.station && !flags.all) usageError(doctor, USAGE.NO_STATION_CHOSEN_FOR({ command: 'doctor' }));
    const options: CheckOptions = {
      stations: flags.station ? [...new Set(flags.station)] : 'all',
      stationsDir: flags.stationsDir,
      config: flags.config,
    };
    choose((io) => runDoctor(options, flags.timeout * 1000, flags.json === true, io));
  });
};

/**
 * `doctor`: the station files are checked first (a station that does not validate is reported as
 * validate reports it); each valid one is then diagnosed over the network, one station at a time.
 * Exit 1 when any station is invalid or any finding is an error.
 */
async function runDoctor(options: CheckOptions, timeoutMs: number, json: boolean, io: CliIo): Promise<number> {
  const result = await checkStations(options, io.cwd);
  const { problems, warnings } = allReports(result);
  reportWarnings(io.stderr, warnings);
  reportProblems(io.stderr, problems);
  if (!result.ok) {
    if (json) io.stdout.write(formatJson({ ok: false, problems: problems.map(toJsonReport), stations: [] }));
    return 1;
  }
  const valid = result.stations.flatMap((s) => (s.ok ? [s] : []));
  const diagnoses = await inOrder(
    valid.map((s) => () => diagnoseStation(s.station, s.file, result.project, timeoutMs)),
    STATIONS_AT_ONCE,
    (diagnosis) => !json && io.stdout.write(`${formatDiagnosis(diagnosis)}\n`),
  );
  const errors = diagnoses.reduce((n, d) => n + countBySeverity(d.subjects).error, 0);
  const invalid = result.stations.filter((s) => !s.ok).length;
  const ok = errors === 0 && invalid === 0;
  if (json) {
    io.stdout.write(formatJson({ ok, problems: problems.map(toJsonReport), stations: diagnoses.map(diagnosisJson) }));
  } else if (result.stations.length > 1) {
    const warned = diagnoses.reduce((n, d) => n + countBySeverity(d.subjects).warning, 0);
    io.stdout.write(`${plural(diagnoses.length, 'station')} checked, ${plural(errors, 'error')}, ${plural(warned, 'warning')}${invalid ? `, ${invalid} invalid` : ''}\n`);
  }
  return ok ? 0 : 1;
}

/**
 * Runs the tasks, `limit` at a time, and hands each result to `done` in the tasks' order (a
 * finished station waits for the ones before it, so the output reads station by station).
 */
async function inOrder<T>(tasks: readonly (() => Promise<T>)[], limit: number, done: (result: T) => unknown): Promise<T[]> {
  const results: Promise<T>[] = [];
  const running = new Set<Promise<T>>();
  let printed: Promise<unknown> = Promise.resolve();
  for (const task of tasks) {
    if (running.size >= limit) await Promise.race(running);
    const promise = task();
    results.push(promise);
    running.add(promise);
    void promise.finally(() => running.delete(promise));
    printed = printed.then(() => promise).then(done);
  }
  await printed;
  return Promise.all(results);
}

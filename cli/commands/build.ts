import { collectStationIds } from '../args/station-ids';
import { configureCommand, usageError } from '../args/program-output';
import { addStationOptions, type StationFlags } from '../args/station-options';
import { buildStations, type BuildResult } from '../pipeline/build-stations';
import { USAGE } from '../errors/catalogue';
import { type Problem, uniqueReports } from '../errors/problem';
import type { CliIo } from '../process';
import { formatJson, toJsonReport } from '../report/json-report';
import { progressLine } from '../report/progress';
import { formatCounts, reportBuilt, reportProblems, reportWarnings } from '../report/report';
import type { DefineCommand } from './command';

const EXAMPLES = `
Examples:
  $ radio-embed build --station 42              stations/42.json → dist/42/
  $ radio-embed build --station 42 --station 7  two stations, one shared bundle
  $ radio-embed build --all --out-dir public    every stations/<id>.json → public/
  $ radio-embed build --all --json              a summary for CI on stdout`;

interface BuildFlags extends StationFlags {
  station?: number[];
  all?: boolean;
  strict?: boolean;
  json?: boolean;
  outDir: string;
}

export const defineBuild: DefineCommand = (program, output, choose) => {
  const build = configureCommand(program.command('build'), output)
    .description('validate station files and write their embeds (pages, snippets, shared assets)')
    .option('--station <ids>', 'a station id to build; repeat it or give a comma list', collectStationIds)
    .option('--all', 'build every <id>.json in the stations folder')
    .option('--strict', 'treat unknown keys as errors, not warnings')
    .option('--json', 'print a JSON summary on stdout')
    .addHelpText('after', EXAMPLES);
  addStationOptions(build, { outDir: true }).action((flags: BuildFlags) => {
    if (flags.station && flags.all) usageError(build, USAGE.STATION_AND_ALL());
    if (!flags.station && !flags.all) usageError(build, USAGE.NO_STATION_CHOSEN());
    const options = {
      stations: flags.all ? ('all' as const) : [...new Set(flags.station)],
      stationsDir: flags.stationsDir,
      config: flags.config,
      outDir: flags.outDir,
      strict: flags.strict === true,
    };
    choose((io) => runBuild(options, { all: flags.all === true, json: flags.json === true }, io));
  });
};

async function runBuild(options: Parameters<typeof buildStations>[0], view: { all: boolean; json: boolean }, io: CliIo): Promise<number> {
  const started = performance.now();
  const progress = progressLine(io.stderr);
  let result: BuildResult;
  try {
    result = await buildStations(options, io, progress.update);
  } finally {
    progress.end();
  }
  const failedProblems: Problem[] = uniqueReports(result.failed.flatMap((f) => f.problems));
  reportWarnings(io.stderr, result.warnings);
  reportProblems(io.stderr, [...result.problems, ...failedProblems]);
  const counts = { built: result.built.length, unchanged: result.unchanged.length, failed: result.failed.length };
  if (view.json) {
    io.stdout.write(formatJson(buildJson(result, options.outDir, performance.now() - started)));
  } else {
    reportBuilt(io.stdout, result.built);
    if (!view.all) reportBuilt(io.stdout, result.unchanged, 'unchanged');
    const total = counts.built + counts.unchanged + counts.failed;
    if ((view.all || total > 1) && result.problems.length === 0) io.stdout.write(`${formatCounts(counts)}\n`);
  }
  return result.ok ? 0 : 1;
}

/** `build --json`: every station's outcome, in id order, and the run's own problems. */
export function buildJson(result: BuildResult, outDir: string, elapsedMs: number) {
  const stations = [
    ...result.built.map((s) => ({ id: s.id, status: 'built', page: s.page, locale: s.locale, language: s.language, firstLoadGzip: s.firstLoadGzip })),
    ...result.unchanged.map((s) => ({ id: s.id, status: 'unchanged', page: s.page, locale: s.locale, language: s.language, firstLoadGzip: s.firstLoadGzip })),
    ...result.failed.map((s) => ({ id: s.id, status: 'failed', problems: s.problems.map(toJsonReport) })),
  ].sort((a, b) => a.id - b.id);
  return {
    ok: result.ok,
    outDir,
    counts: { total: stations.length, built: result.built.length, unchanged: result.unchanged.length, failed: result.failed.length },
    stations,
    problems: result.problems.map(toJsonReport),
    warnings: result.warnings.map(toJsonReport),
    elapsedMs: Math.round(elapsedMs),
  };
}

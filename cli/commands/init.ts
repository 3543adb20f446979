import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseStationId } from '../args/station-ids';
import { configureCommand, usageError } from '../args/program-output';
import { addStationOptions, type StationFlags } from '../args/station-options';
import { USAGE } from '../errors/catalogue';
import { problem } from '../errors/problem';
import { PLACEHOLDER_STREAM, scaffoldStation, streamField } from '../init/scaffold-station';
import { stationSchemaRef } from '../init/schema-ref';
import { loadProjectConfig } from '../load/load-project-config';
import { stationFile } from '../load/station-files';
import type { CliIo } from '../process';
import { reportProblems, reportWarnings } from '../report/report';
import { isHttpUrl } from '../schema/url';
import { validateStation } from '../validate/validate-station';
import { formatJsonFile, writeFileAtomic } from '../write/write-json-file';
import type { DefineCommand } from './command';

const EXAMPLES = `
Examples:
  $ radio-embed init --station 7 --title "Radio 7" --stream https://stream.radio7.example/live.mp3
  $ radio-embed init --station 7 --force         start stations/7.json over`;

interface InitFlags extends StationFlags {
  station?: number;
  title?: string;
  stream?: string;
  force?: boolean;
}

export interface InitOptions {
  sid: number;
  title: string;
  stream?: string;
  force: boolean;
  stationsDir: string;
  config?: string;
}

export const defineInit: DefineCommand = (program, output, choose) => {
  const init = configureCommand(program.command('init'), output)
    .description('write a new station file with every field at its default')
    .option('--station <id>', 'the new station id', parseStationId)
    .option('--title <title>', 'the station title (default: "Radio <id>")')
    .option('--stream <url>', 'the stream URL (HLS, AAC or MP3)')
    .option('--force', 'overwrite an existing station file');
  addStationOptions(init)
    .addHelpText('after', EXAMPLES)
    .action((flags: InitFlags) => {
      if (flags.station === undefined) usageError(init, USAGE.STATION_REQUIRED({ command: 'init' }));
      if (flags.stream !== undefined && !isHttpUrl(flags.stream)) usageError(init, "option '--stream <url>' must be an http(s) URL");
      const title = flags.title?.trim() || `Radio ${flags.station}`;
      const options = { sid: flags.station, title, stream: flags.stream, force: flags.force === true, stationsDir: flags.stationsDir, config: flags.config };
      choose((io) => runInit(options, io));
    });
};

export async function runInit(options: InitOptions, io: CliIo): Promise<number> {
  const file = stationFile(options.stationsDir, options.sid);
  const path = resolve(io.cwd, file);
  if (existsSync(path) && !options.force) {
    reportProblems(io.stderr, [problem('ALREADY_EXISTS', { file })]);
    return 1;
  }
  const project = await loadProjectConfig(options.config, io.cwd);
  if (!project.ok) {
    reportProblems(io.stderr, project.problems);
    return 1;
  }
  const stream = options.stream ?? PLACEHOLDER_STREAM;
  const raw = scaffoldStation({
    sid: options.sid,
    title: options.title,
    stream,
    schemaRef: stationSchemaRef(path, io.cwd),
    sharedDefaults: project.project.rawDefaults,
  });
  // What init writes must pass `validate` as it is, with the shared settings it will meet.
  const checked = validateStation({ id: options.sid, file, raw }, project.project);
  if (!checked.ok) {
    reportProblems(io.stderr, checked.problems);
    return 1;
  }
  reportWarnings(io.stderr, checked.warnings);
  await writeFileAtomic(path, formatJsonFile(raw));
  io.stdout.write(`created ${file}\n`);
  if (!options.stream) io.stdout.write(`next: put your stream URL in data.${streamField(stream)} (now ${stream})\n`);
  io.stdout.write(`then: radio-embed build --station ${options.sid}\n`);
  return 0;
}

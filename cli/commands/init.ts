import { parseStationId } from '../args/station-ids';
import { configureCommand, usageError } from '../args/program-output';
import { addStationOptions, type StationFlags } from '../args/station-options';
import { USAGE } from '../errors/catalogue';
import { nextSteps } from '../init/next-steps';
import { PLACEHOLDER_STREAM, scaffoldStation, streamField } from '../init/scaffold-station';
import { stationSchemaRef } from '../init/schema-ref';
import { watchRepeats } from '../init/single-values';
import type { CliIo } from '../process';
import { isHttpUrl } from '../../contract/station-file/url';
import { openNewStationFile } from '../write/new-station-file';
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
    .option('--stream <url>', 'the stream URL (HLS, AAC or MP3), given once')
    .option('--force', 'overwrite an existing station file');
  addStationOptions(init).addHelpText('after', EXAMPLES);
  // One station file, one title, one stream: a repeated flag is a mistake to say, not to resolve.
  const repeated = watchRepeats(init);
  init.action((flags: InitFlags) => {
    const [first] = repeated();
    if (first) usageError(init, USAGE.REPEATED_OPTION({ command: 'init', ...first }));
    if (flags.station === undefined) usageError(init, USAGE.STATION_REQUIRED({ command: 'init' }));
    if (flags.stream !== undefined && !isHttpUrl(flags.stream)) usageError(init, "option '--stream <url>' must be an http(s) URL");
    const title = flags.title?.trim() || `Radio ${flags.station}`;
    const options = { sid: flags.station, title, stream: flags.stream, force: flags.force === true, stationsDir: flags.stationsDir, config: flags.config };
    choose((io) => runInit(options, io));
  });
};

export async function runInit(options: InitOptions, io: CliIo): Promise<number> {
  const target = await openNewStationFile(options, io);
  if (!target) return 1;
  const stream = options.stream ?? PLACEHOLDER_STREAM;
  const raw = scaffoldStation({
    sid: options.sid,
    title: options.title,
    stream,
    schemaRef: stationSchemaRef(target.path, io.cwd),
    sharedDefaults: target.project.rawDefaults,
  });
  // What init writes must pass `validate` as it is, with the shared settings it will meet.
  if (!(await target.write(raw))) return 1;
  io.stdout.write(`created ${target.file}\n`);
  if (!options.stream) io.stdout.write(`next: put your stream URL in data.${streamField(stream)} (now ${stream})\n`);
  io.stdout.write(nextSteps(options));
  return 0;
}

import { parseStationId } from '../args/station-ids';
import { configureCommand, usageError } from '../args/program-output';
import { addStationOptions, type StationFlags } from '../args/station-options';
import { allReports, checkStations } from '../pipeline/check-stations';
import { USAGE } from '../errors/catalogue';
import { warning } from '../errors/problem';
import type { CliIo } from '../process';
import { reportProblems, reportWarnings } from '../report/report';
import { renderLoaderSnippet, renderSnippet, snippetSrc } from '../render/render-snippet';
import { loadTemplates } from '../render/templates';
import type { DefineCommand } from './command';

const EXAMPLES = `
Examples:
  $ radio-embed snippet --station 42             the iframe to paste into a page
  $ radio-embed snippet --station 42 --loader    a script tag instead: sizes the player to its
                                                 content and lets the page call play()/stop()`;

interface SnippetFlags extends StationFlags {
  station?: number;
  loader?: boolean;
}

export const defineSnippet: DefineCommand = (program, output, choose) => {
  const snippet = configureCommand(program.command('snippet'), output)
    .description('print the HTML a station pastes into its site')
    .option('--station <id>', 'the station id', parseStationId)
    .option('--loader', 'print the embed.js script tag instead of the iframe');
  addStationOptions(snippet)
    .addHelpText('after', EXAMPLES)
    .action((flags: SnippetFlags) => {
      if (flags.station === undefined) usageError(snippet, USAGE.STATION_REQUIRED({ command: 'snippet' }));
      const sid = flags.station;
      choose((io) => runSnippet({ sid, loader: flags.loader === true, stationsDir: flags.stationsDir, config: flags.config }, io));
    });
};

async function runSnippet(options: { sid: number; loader: boolean; stationsDir: string; config?: string }, io: CliIo): Promise<number> {
  const checked = await checkStations({ stations: [options.sid], stationsDir: options.stationsDir, config: options.config }, io.cwd);
  const { problems, warnings } = allReports(checked);
  const station = checked.ok ? checked.stations[0] : undefined;
  if (!checked.ok || !station?.ok) {
    reportWarnings(io.stderr, warnings);
    reportProblems(io.stderr, problems);
    return 1;
  }
  const publicUrl = checked.project.config.publicUrl;
  const input = { sid: options.sid, title: station.station.station.title, publicUrl, scheme: station.station.ui.scheme };
  if (!publicUrl) {
    const file = checked.project.file ?? 'radio-embed.config.json';
    warnings.push(
      options.loader
        ? warning('NO_PUBLIC_URL_LOADER', { file, path: ['publicUrl'] })
        : warning('NO_PUBLIC_URL', { file, path: ['publicUrl'] }, { src: snippetSrc(publicUrl, options.sid) }),
    );
  }
  reportWarnings(io.stderr, warnings);
  io.stdout.write(options.loader ? renderLoaderSnippet(input) : renderSnippet({ ...input, template: (await loadTemplates()).snippet }));
  return 0;
}


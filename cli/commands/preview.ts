import { InvalidArgumentError } from 'commander';
import { parseStationId } from '../args/station-ids';
import { configureCommand } from '../args/program-output';
import { addStationOptions, type StationFlags } from '../args/station-options';
import { DEFAULT_TIMEOUT_S } from '../doctor/limits';
import { USAGE } from '../errors/catalogue';
import { problem } from '../errors/problem';
import { startPreview } from '../preview/preview-server';
import type { CliIo } from '../process';
import { reportProblems } from '../report/report';
import type { DefineCommand } from './command';

export const DEFAULT_PREVIEW_PORT = 4242;

const EXAMPLES = `
Examples:
  $ radio-embed preview --station 42       open http://127.0.0.1:${DEFAULT_PREVIEW_PORT}/42/ and press Play
  $ radio-embed preview --port 0           any free port

http://127.0.0.1:${DEFAULT_PREVIEW_PORT}/ lists every station with its problems and a badge: "checking…" while
each station's addresses are checked in the background as "radio-embed doctor" checks them, then
valid, warning, error (it cannot play, or part of it fails) or broken (it does not validate).
/<id>/preview shows one at the common frame sizes, Dark and Light, with its snippet.

Station files are read on every request and the runtime is rebuilt when its code changes:
reload the page to see an edit. Stations whose streams are on example hosts (*.example,
example.com) play a built-in demo stream, so the demo station works without internet.`;

interface PreviewFlags extends StationFlags {
  port: number;
  station?: number;
}

function parsePort(value: string): number {
  const port = Number(value);
  if (!/^\d+$/.test(value) || port > 65535) throw new InvalidArgumentError(USAGE.BAD_PORT());
  return port;
}

export const definePreview: DefineCommand = (program, output, choose) => {
  const preview = configureCommand(program.command('preview'), output)
    .description('serve station pages at /<id>, rebuilt on change, with a demo stream')
    .option('--port <port>', 'port on 127.0.0.1', parsePort, DEFAULT_PREVIEW_PORT)
    .option('--station <id>', 'the station to open first', parseStationId);
  addStationOptions(preview)
    .addHelpText('after', EXAMPLES)
    .action((flags: PreviewFlags) => {
      choose((io) => runPreview(flags, io));
    });
};

async function runPreview(flags: PreviewFlags, io: CliIo): Promise<number> {
  let server;
  try {
    server = await startPreview({
      port: flags.port,
      stationsDir: flags.stationsDir,
      config: flags.config,
      cwd: io.cwd,
      log: (line) => void io.stderr.write(`${line}\n`),
      // The gallery's badges check each station as `radio-embed doctor` does, with its default timeout.
      doctorTimeoutMs: DEFAULT_TIMEOUT_S * 1000,
    });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw error;
    reportProblems(io.stderr, [problem('PORT_IN_USE', { file: 'preview' }, { port: flags.port })]);
    return 1;
  }
  const page = flags.station === undefined ? '/' : `/${flags.station}/`;
  io.stdout.write(`preview: ${server.url}${page}\n(Ctrl+C to stop)\n`);
  // Opening the first page now shows its problems or warnings at once, not on first visit.
  if (flags.station !== undefined) await fetch(`${server.url}${page}`).then((r) => r.arrayBuffer()).catch(() => undefined);
  await io.waitForStop();
  await server.close();
  return 0;
}

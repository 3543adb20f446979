import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { LOADER_FILE } from '../bundle/bundle-loader';
import { renderStation, type RenderContext } from '../build/render-station';
import { checkStations } from '../build/check-stations';
import { CliError } from '../errors/cli-error';
import { PROBLEMS } from '../errors/catalogue';
import { formatReport, warning, type Warning } from '../errors/problem';
import { gzipSize } from '../report/first-load';
import { firstLoadAssets } from '../build/render-station';
import { contentType } from '../write/content-type';
import { createDemoStream, DEMO_STREAM_PATH } from './demo-stream';
import { useDemoStream } from './demo-sources';
import { type PreviewBuild, type RuntimeWatcher, watchRuntime } from './runtime-watcher';
import { renderIndex } from './render-index';

export interface PreviewOptions {
  /** 0: any free port. */
  port: number;
  host?: string;
  stationsDir: string;
  config?: string;
  cwd: string;
  /** Where runtime/ is (PACKAGE_ROOT by default) and its entry: tests use a tiny runtime. */
  root?: string;
  entryPoint?: string;
  /** Messages for the operator (rebuilds, demo-stream swaps, problems), one per line. */
  log(line: string): void;
}

export interface PreviewServer {
  /** `http://127.0.0.1:<port>` */
  url: string;
  watcher: RuntimeWatcher;
  close(): Promise<void>;
}

type Handler = (request: IncomingMessage, response: ServerResponse, path: string) => Promise<void> | void;

/**
 * `radio-embed preview`: serves the spec's route (`/<id>`: the station's embed page) from the
 * station files as they are now, the runtime bundle kept current by an esbuild context, and a
 * built-in demo stream so a station on an example host plays without internet.
 */
export async function startPreview(options: PreviewOptions): Promise<PreviewServer> {
  const watcher = await watchRuntime({
    root: options.root,
    entryPoint: options.entryPoint,
    onRebuild: (result) =>
      options.log(result.ok ? `rebuilt the runtime in ${Math.round(result.build.ms)} ms` : describeFailure(result.error)),
  });
  const demo = await createDemoStream();
  const reported = new Map<number, string>();
  const say = (id: number, lines: string) => {
    // The same problems on every reload would bury everything else.
    if (reported.get(id) === lines) return;
    reported.set(id, lines);
    if (lines) options.log(lines);
  };

  const sendStation: Handler = async (request, response, path) => {
    const match = /^\/(\d+)(\/(index\.html|snippet\.html|oembed\.json)?)?$/.exec(path)!;
    const id = Number.parseInt(match[1]!, 10);
    const build = await watcher.current();
    const checked = await checkStations({ stations: [id], stationsDir: options.stationsDir, config: options.config }, options.cwd);
    const station = checked.ok ? checked.stations[0] : undefined;
    if (!checked.ok || !station?.ok) {
      const problems = checked.ok ? (station && !station.ok ? station.problems : []) : checked.problems;
      if (problems.length === 1 && problems[0]!.code === 'FILE_NOT_FOUND' && checked.ok) {
        return send(response, 404, 'text/plain; charset=utf-8', `${PROBLEMS.NO_STATION_CONFIG({ id })}\n`);
      }
      const text = problems.map(formatReport).join('\n');
      say(id, text);
      return send(response, 500, 'text/plain; charset=utf-8', `${text}\n`);
    }
    const origin = `http://${request.headers.host ?? 'localhost'}`;
    const swapped = useDemoStream(station.station, `${origin}${DEMO_STREAM_PATH}`);
    const notes: Warning[] = [...checked.warnings, ...station.warnings];
    if (swapped.replacedHost) notes.push(warning('DEMO_STREAM', { file: station.file, path: ['data'] }, { host: swapped.replacedHost }));
    say(id, notes.map((w) => `warning: ${formatReport(w)}`).join('\n'));
    const rendered = renderStation(swapped.station, Date.now(), renderContext(build, checked.project));
    const file = rendered.files.find((f) => f.path === `${id}/${match[3] || 'index.html'}`)!;
    send(response, 200, contentType(file.path), file.contents, { 'Content-Security-Policy': rendered.csp });
  };

  const routes: [RegExp, Handler][] = [
    [/^\/$/, async (_request, response) => send(response, 200, 'text/html; charset=utf-8', await renderIndex(options))],
    [/^\/(\d+)(\/(index\.html|snippet\.html|oembed\.json)?)?$/, sendStation],
    [/^\/assets\/[^/]+$/, async (_request, response, path) => {
      const file = (await watcher.current()).bundle.files.find((f) => `/${f.path}` === path);
      if (file) send(response, 200, contentType(file.path), file.contents);
      else send(response, 404, 'text/plain; charset=utf-8', 'not found\n');
    }],
    [new RegExp(`^/${LOADER_FILE.replace('.', '\\.')}$`), async (_request, response) => {
      const { loader } = await watcher.current();
      send(response, 200, contentType(loader.path), loader.contents);
    }],
    [new RegExp(`^${DEMO_STREAM_PATH.replaceAll('.', '\\.')}$`), (request, response) => demo.handle(request, response)],
  ];

  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://preview').pathname;
    const route = routes.find(([pattern]) => pattern.test(path));
    if (request.method !== 'GET' && request.method !== 'HEAD') return send(response, 405, 'text/plain; charset=utf-8', 'method not allowed\n');
    if (!route) return send(response, 404, 'text/plain; charset=utf-8', 'not found\n');
    Promise.resolve(route[1](request, response, path)).catch((error: unknown) => {
      const text = describeFailure(error);
      options.log(text);
      if (!response.headersSent) send(response, 500, 'text/plain; charset=utf-8', `${text}\n`);
      else response.destroy();
    });
  });
  const url = await listen(server, options.port, options.host ?? '127.0.0.1');
  return {
    url,
    watcher,
    async close() {
      demo.close();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await watcher.close();
    },
  };
}

/** Pages are rendered per request, so the first-load figure is only computed once per bundle. */
const assetsGzip = new WeakMap<PreviewBuild, number>();

function renderContext(build: PreviewBuild, project: RenderContext['project']): RenderContext {
  if (!assetsGzip.has(build)) assetsGzip.set(build, gzipSize(firstLoadAssets(build.bundle)));
  return { project, bundle: build.bundle, templates: build.templates, outDir: '', firstLoadAssetsGzip: assetsGzip.get(build)! };
}

function send(response: ServerResponse, status: number, type: string, body: string | Uint8Array, headers: Record<string, string> = {}): void {
  response.writeHead(status, { 'Content-Type': type, 'Cache-Control': 'no-store', ...headers });
  response.end(response.req.method === 'HEAD' ? undefined : body);
}

function describeFailure(error: unknown): string {
  if (error instanceof CliError) return error.problems.map(formatReport).join('\n');
  return error instanceof Error ? (error.stack ?? error.message) : String(error);
}

function listen(server: Server, port: number, host: string): Promise<string> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      const address = server.address() as AddressInfo;
      resolve(`http://${host}:${address.port}`);
    });
  });
}

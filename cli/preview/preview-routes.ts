import type { IncomingMessage, ServerResponse } from 'node:http';
import { LOADER_FILE } from '../bundle/bundle-loader';
import { checkStations } from '../pipeline/check-stations';
import { prerenderStations, type RenderContext, renderStation } from '../pipeline/render-station';
import { PROBLEMS } from '../errors/catalogue';
import { CliError } from '../errors/cli-error';
import { formatReport, warning, type Warning } from '../errors/problem';
import { contentType } from '../write/content-type';
import { DEMO_STREAM_PATH, type DemoStream } from './demo-stream';
import { useDemoStream, useDemoTrackFeed } from './demo-sources';
import { DEMO_FEED_PATH, type DemoTrackFeed } from './demo-track-feed';
import type { DoctorBadges } from './doctor-badges';
import { withGpcShim } from './gpc-shim';
import { type Handler, send, TEXT } from './http-send';
import { pickSituation, simulateGeo } from './privacy-simulation';
import { readView } from './preview-view';
import { renderFramesPage } from './render-frames-page';
import { renderIndex } from './render-index';
import { standInRoutes } from './stand-in-routes';
import type { PreviewBuild, RuntimeWatcher } from './runtime-watcher';

export interface PreviewContext {
  stationsDir: string;
  config?: string;
  cwd: string;
  watcher: RuntimeWatcher;
  demo: DemoStream;
  tracks: DemoTrackFeed;
  /** `doctor`'s findings for the gallery's badges; none: the badges are validate's. */
  badges?: DoctorBadges;
  log(line: string): void;
}

/** The spec's route (§2): the id is what follows the slash; the station's files live below it. */
const STATION_PATH = /^\/(\d+)(?:\/(index\.html|snippet\.html|oembed\.json)?)?$/;
const FRAMES_PATH = /^\/(\d+)\/preview$/;

/**
 * The preview's requests: `/`, `/<id>[/file]`, `/<id>/preview`, `/assets/…`, `/embed.js`, the
 * demo stream and its track feed, and the privacy simulation's geo stand-in and GPC script.
 * One piece: a router whose handlers (each a few lines) share the context and the memory of what
 * each station last reported (`say`), as closures over them.
 */
export function previewHandler(ctx: PreviewContext): (request: IncomingMessage, response: ServerResponse) => void {
  const reported = new Map<number, string>();
  /** The stations' own assets (the tab's icon) of the pages served so far, by path. */
  const pageAssets = new Map<string, Uint8Array>();
  const say = (id: number, lines: string) => {
    // The same problems on every reload would bury everything else.
    if (reported.get(id) === lines) return;
    reported.set(id, lines);
    if (lines) ctx.log(lines);
  };

  const sendStation: Handler = async (request, response, path) => {
    const [, idText, name = 'index.html'] = STATION_PATH.exec(path)!;
    const id = Number.parseInt(idText!, 10);
    const build = await ctx.watcher.current();
    const checked = await checkStations({ stations: [id], stationsDir: ctx.stationsDir, config: ctx.config }, ctx.cwd);
    const station = checked.ok ? checked.stations[0]! : undefined;
    if (!checked.ok || !station?.ok) {
      const problems = !checked.ok ? checked.problems : station && !station.ok ? station.problems : [];
      if (checked.ok && problems.length === 1 && problems[0]!.code === 'FILE_NOT_FOUND') {
        return send(response, 404, TEXT, `${PROBLEMS.NO_STATION_CONFIG({ id })}\n`);
      }
      const text = problems.map(formatReport).join('\n');
      say(id, text);
      return send(response, 500, TEXT, `${text}\n`);
    }
    // The Host header has been checked (loopback-host.ts): the origin the frame itself is on.
    const origin = `http://${request.headers.host ?? 'localhost'}`;
    const swapped = useDemoStream(station.station, `${origin}${DEMO_STREAM_PATH}`);
    const notes: Warning[] = [...checked.warnings, ...station.warnings];
    if (swapped.replacedHost) notes.push(warning('DEMO_STREAM', { file: station.file, path: ['data'] }, { host: swapped.replacedHost }));
    say(id, notes.map((w) => `warning: ${formatReport(w)}`).join('\n'));
    // A frame of the privacy simulation (its page's `preview_geo` / `preview_gpc`, see preview-view.ts).
    const query = new URL(request.url ?? '/', 'http://preview').searchParams;
    const situation = query.get('preview_geo');
    let served = swapped.replacedHost ? useDemoTrackFeed(swapped.station, `${origin}${DEMO_FEED_PATH}`) : swapped.station;
    if (situation) served = simulateGeo(served, origin, situation);
    // The first paint of the station as written, as `build` paints it: the demo stream and feed,
    // the simulated geo service are the page's config only. So the page starts its app when the
    // listener's would (the demo feed, which polls, would start it at once), and nothing painted
    // differs (a feed shows nothing before the app has asked it).
    const { publicUrl } = checked.project.config;
    const prerendered = build.prerenderer && (await prerenderStations([station.station], publicUrl, build.prerenderer));
    // The page plays the demo stream: a cold click's early stream (#app's data-stream) would be
    // the station's own, so it is left to the app.
    const painted = prerendered?.get(station.station.station.sid);
    if (painted && swapped.replacedHost) delete painted.earlyStream, delete painted.hlsPlayer, delete painted.stopWord;
    const rendered = renderStation(served, Date.now(), renderContext(build, checked.project, prerendered));
    for (const asset of rendered.assets) pageAssets.set(asset.path, asset.contents);
    const file = rendered.files.find((f) => f.path === `${id}/${name}`)!;
    const gpc = name === 'index.html' && query.get('preview_gpc') === '1';
    const contents = gpc ? withGpcShim(new TextDecoder().decode(file.contents)) : file.contents;
    send(response, 200, contentType(file.path), contents, { 'Content-Security-Policy': rendered.csp });
  };

  // The operator's page of one station: its frames at the common sizes and its snippet.
  const sendFramesPage: Handler = async (request, response, path) => {
    const id = Number.parseInt(FRAMES_PATH.exec(path)![1]!, 10);
    const checked = await checkStations({ stations: [id], stationsDir: ctx.stationsDir, config: ctx.config }, ctx.cwd);
    if (!checked.ok) return send(response, 500, TEXT, `${checked.problems.map(formatReport).join('\n')}\n`);
    const station = checked.stations[0]!;
    if (!station.ok && station.problems.length === 1 && station.problems[0]!.code === 'FILE_NOT_FOUND') {
      return send(response, 404, TEXT, `${PROBLEMS.NO_STATION_CONFIG({ id })}\n`);
    }
    const view = readView(new URL(request.url ?? '/', 'http://preview').searchParams);
    view.geo = station.ok && station.station.privacy.enabled ? pickSituation(station.station, view.geo) : undefined;
    const { templates } = await ctx.watcher.current();
    const html = renderFramesPage({ station, view, publicUrl: checked.project.config.publicUrl, snippetTemplate: templates.snippet });
    send(response, station.ok ? 200 : 500, 'text/html; charset=utf-8', html);
  };

  const routes: [RegExp, Handler][] = [
    [/^\/$/, async (_request, response) => send(response, 200, 'text/html; charset=utf-8', await renderIndex(ctx))],
    [STATION_PATH, sendStation],
    [FRAMES_PATH, sendFramesPage],
    [
      /^\/(assets|vendor)\/[^/]+$/,
      async (_request, response, path) => {
        const contents = (await ctx.watcher.current()).assets.get(path.slice(1)) ?? pageAssets.get(path.slice(1));
        // As dist/_headers: a sandboxed frame's asset requests are cross-origin (crossorigin + SRI).
        if (contents) send(response, 200, contentType(path), contents, { 'Access-Control-Allow-Origin': '*' });
        else send(response, 404, TEXT, 'not found\n');
      },
    ],
    [
      new RegExp(`^/${LOADER_FILE.replace('.', '\\.')}$`),
      async (_request, response) => {
        const { loader } = await ctx.watcher.current();
        send(response, 200, contentType(loader.path), loader.contents);
      },
    ],
    [new RegExp(`^${DEMO_STREAM_PATH.replaceAll('.', '\\.')}$`), (request, response) => ctx.demo.handle(request, response)],
    ...standInRoutes(ctx.tracks),
    // Browsers ask for it on every page; a 404 would be noise in the console.
    [/^\/favicon\.ico$/, (_request, response) => void response.writeHead(204).end()],
  ];

  return (request, response) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return send(response, 405, TEXT, 'method not allowed\n');
    const path = new URL(request.url ?? '/', 'http://preview').pathname;
    const route = routes.find(([pattern]) => pattern.test(path));
    if (!route) return send(response, 404, TEXT, 'not found\n');
    Promise.resolve(route[1](request, response, path)).catch((error: unknown) => {
      const text = describeFailure(error);
      ctx.log(text);
      if (!response.headersSent) send(response, 500, TEXT, `${text}\n`);
      else response.destroy();
    });
  };
}

/** The preview reports no first-load sizes (`build` does), so it does not compress the bundle. */
function renderContext(build: PreviewBuild, project: RenderContext['project'], prerendered: RenderContext['prerendered']): RenderContext {
  return { project, bundle: build.bundle, templates: build.templates, outDir: '', firstLoadAssetsGzip: 0, prerendered };
}

export function describeFailure(error: unknown): string {
  if (error instanceof CliError) return error.problems.map(formatReport).join('\n');
  return error instanceof Error ? (error.stack ?? error.message) : String(error);
}

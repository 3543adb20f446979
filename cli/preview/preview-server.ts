import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createDemoStream } from './demo-stream';
import { createDemoTrackFeed } from './demo-track-feed';
import { createDoctorBadges } from './doctor-badges';
import { FOREIGN_HOST_TEXT, isLoopbackHost } from './loopback-host';
import { send } from './http-send';
import { describeFailure, previewHandler } from './preview-routes';
import { type RuntimeWatcher, watchRuntime } from './runtime-watcher';

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
  /**
   * Check each valid station as `radio-embed doctor` does, in the background, for the gallery's
   * badges, each address within this time. Unset: no network checks (the badges are validate's).
   */
  doctorTimeoutMs?: number;
}

export interface PreviewServer {
  /** `http://127.0.0.1:<port>` */
  url: string;
  watcher: RuntimeWatcher;
  close(): Promise<void>;
}

/**
 * `radio-embed preview`: serves the spec's route (`/<id>`: the station's embed page) from the
 * station files as they are now, the runtime bundle kept current by an esbuild context, and a
 * built-in demo stream so a station on an example host plays without internet.
 */
export async function startPreview(options: PreviewOptions): Promise<PreviewServer> {
  let handle: ((request: IncomingMessage, response: ServerResponse) => void) | undefined;
  const server = createServer((request, response) => {
    const { port } = server.address() as AddressInfo;
    if (!isLoopbackHost(request.headers.host, port)) send(response, 421, 'text/plain; charset=utf-8', FOREIGN_HOST_TEXT);
    else if (handle) handle(request, response);
    else send(response, 503, 'text/plain; charset=utf-8', 'starting, reload in a moment\n');
  });
  // The port first: a taken one is reported before a second of bundling.
  const url = await listen(server, options.port, options.host ?? '127.0.0.1');
  const closeServer = () => {
    server.closeAllConnections();
    return new Promise<void>((resolve) => server.close(() => resolve()));
  };
  let watcher: RuntimeWatcher;
  try {
    watcher = await watchRuntime({
      root: options.root,
      entryPoint: options.entryPoint,
      onRebuild: (result) => options.log(result.ok ? `rebuilt the runtime in ${Math.round(result.build.ms)} ms` : describeFailure(result.error)),
    });
  } catch (error) {
    await closeServer();
    throw error;
  }
  const demo = await createDemoStream();
  const badges = options.doctorTimeoutMs === undefined ? undefined : createDoctorBadges(options.doctorTimeoutMs);
  handle = previewHandler({ ...options, watcher, demo, tracks: createDemoTrackFeed(), badges });
  return {
    url,
    watcher,
    async close() {
      demo.close();
      await closeServer();
      await watcher.close();
    },
  };
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

import { buildStations, type BuildOptions, type BuiltStation, type StationFile } from './build-station';
import { startStaticServer, type StaticServer, type StaticServerOptions } from './static-server';

/** A station built by the real CLI and served from its own static server. */
export interface ServedStation {
  build: BuiltStation;
  server: StaticServer;
  /** The station's page, with an optional query: `url('?ip=1.1.1.1')`. */
  url(query?: string): string;
  /** Stops the server, then deletes the build. */
  close(): Promise<void>;
}

/** Builds `file` (see `buildStation`) and serves its `dist/` (each build holds its own shared assets). */
export async function serveStation(file: StationFile, options?: BuildOptions): Promise<ServedStation> {
  const [served] = await serveStations([file], options);
  return served!;
}

/**
 * Builds `files` in one CLI run (see `buildStations`) and serves the build's `dist/` from one
 * static server per station, as `serveStation` would: each station keeps its own origin and its
 * own `server.requests`. `serve` goes to each static server (a test holds a file back with it).
 */
export async function serveStations(files: StationFile[], options?: BuildOptions, serve?: StaticServerOptions): Promise<ServedStation[]> {
  const builds = await buildStations(files, options);
  const served: ServedStation[] = [];
  try {
    for (const build of builds) {
      const server = await startStaticServer(build.distDir, serve);
      served.push({
        build,
        server,
        url: (query = '') => `${server.url}/${build.id}/${query}`,
        close: async () => {
          await server.close();
          await build.remove();
        },
      });
    }
    return served;
  } catch (error) {
    for (const station of served) await station.server.close();
    for (const build of builds) await build.remove();
    throw error;
  }
}

/** `serveStations` for files by name: `{ plain: file, privacy: file }` → `{ plain: served, privacy: served }`. */
export async function serveNamedStations<Name extends string>(
  files: Record<Name, StationFile>,
  options?: BuildOptions,
): Promise<Record<Name, ServedStation>> {
  const names = Object.keys(files) as Name[];
  const served = await serveStations(names.map((name) => files[name]), options);
  return Object.fromEntries(names.map((name, index) => [name, served[index]!])) as Record<Name, ServedStation>;
}

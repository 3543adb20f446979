import { buildStation, type BuildOptions, type BuiltStation, type StationFile } from './build-station';
import { startStaticServer, type StaticServer } from './static-server';

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
  const build = await buildStation(file, options);
  const server = await startStaticServer(build.distDir).catch(async (error: unknown) => {
    await build.remove();
    throw error;
  });
  return {
    build,
    server,
    url: (query = '') => `${server.url}/${build.id}/${query}`,
    close: async () => {
      await server.close();
      await build.remove();
    },
  };
}

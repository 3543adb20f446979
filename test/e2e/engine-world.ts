// The real parts the engine's end-to-end tests play against: Icecast with live MP3 and AAC mounts,
// an ffmpeg-made live HLS stream on a loopback static server, and stations built by the real CLI,
// each served like the CDN serves dist/. Used by test/e2e/engine-*.test.ts.
import { buildStations, type BuiltStation, type StationFile } from '../support/build-station';
import { startIcecastSource, type IcecastSource } from '../support/ffmpeg-source';
import { startHlsSource, type HlsSource, type HlsSourceOptions } from '../support/hls-source';
import { startIcecast, type Icecast } from '../support/icecast';
import { startStaticServer, type StaticServer } from '../support/static-server';
import { waitFor } from '../support/wait-for';

export interface ServedStation {
  build: BuiltStation;
  server: StaticServer;
  /** The embed page, `http://127.0.0.1:<port>/<sid>/`. */
  pageUrl: string;
}

export interface EngineWorld {
  icecast: Icecast;
  mp3: IcecastSource;
  hls: HlsSource;
  /** Serves the HLS dir; its `requests` show the stream URL parameters the player sent. */
  hlsServer: StaticServer;
  /** `<hlsServer>/live.m3u8` */
  hlsUrl: string;
  stations: Record<string, ServedStation>;
  /** Icecast listeners on the MP3 mount fall to 0 (the player closed its connection). */
  mp3ListenersFallTo0(): Promise<unknown>;
  close(): Promise<void>;
}

/** Starts the servers and builds one station per entry of `stations` (given the world's URLs). */
export async function startEngineWorld(
  stations: (urls: { mp3: string; hls: string; deadHls: string }) => Record<string, StationFile>,
): Promise<EngineWorld> {
  const world: Partial<EngineWorld> & { stations: Record<string, ServedStation> } = { stations: {} };
  world.close = async () => {
    await closeStations(world.stations);
    await closeHls(world);
    await world.mp3?.stop();
    await world.icecast?.stop();
  };
  try {
    world.icecast = await startIcecast();
    world.mp3 = await startIcecastSource(world.icecast, { format: 'mp3' });
    const { hlsServer, hlsUrl } = await serveHls(world);
    await serveStations(stations({ mp3: world.mp3.url, hls: hlsUrl, deadHls: `${hlsServer.url}/gone/live.m3u8` }), world.stations);
    const { icecast, mp3 } = world;
    world.mp3ListenersFallTo0 = () =>
      waitFor(async () => (await icecast.listeners(mp3.mount)) === 0, {
        timeoutMs: 10_000,
        what: 'Icecast listeners on the MP3 mount to fall to 0',
      });
    return world as EngineWorld;
  } catch (error) {
    await world.close();
    throw error;
  }
}

/** Requests for the engine's lazy chunk among a static server's requests. */
export const engineChunkRequests = (server: StaticServer) =>
  server.requests.filter((request) => /\/assets\/engine-setup-[\w-]+\.js$/.test(request.path));

/** Requests for the hls.js chunk among a static server's requests. */
export const hlsChunkRequests = (server: StaticServer) =>
  server.requests.filter((request) => /\/assets\/hls-transport-[\w-]+\.js$/.test(request.path));

export interface HlsWorld {
  hls: HlsSource;
  /** Serves the HLS dir; its `requests` show every playlist and segment request the players sent. */
  hlsServer: StaticServer;
  /** `<hlsServer>/live.m3u8` */
  hlsUrl: string;
  stations: Record<string, ServedStation>;
  close(): Promise<void>;
}

/**
 * Only the live HLS stream and stations built on it: no Icecast, for tests that stop and restart
 * the HLS writer or need other segments, and so a stream of their own
 * (test/e2e/engine-hls-drop.test.ts, engine-hls-held-audio.test.ts).
 */
export async function startHlsWorld(
  stations: (hlsUrl: string) => Record<string, StationFile>,
  stream: HlsSourceOptions = {},
): Promise<HlsWorld> {
  const world: Partial<HlsWorld> & { stations: Record<string, ServedStation> } = { stations: {} };
  world.close = async () => {
    await closeStations(world.stations);
    await closeHls(world);
  };
  try {
    const { hlsUrl } = await serveHls(world, stream);
    await serveStations(stations(hlsUrl), world.stations);
    return world as HlsWorld;
  } catch (error) {
    await world.close();
    throw error;
  }
}

type HlsParts = Pick<HlsWorld, 'hls' | 'hlsServer' | 'hlsUrl'>;

/** Starts the live HLS writer and its server into `world` (set as they start, so `closeHls` stops what did). */
async function serveHls(world: Partial<HlsParts>, stream: HlsSourceOptions = {}): Promise<HlsParts> {
  world.hls = await startHlsSource(stream);
  world.hlsServer = await startStaticServer(world.hls.dir);
  world.hlsUrl = `${world.hlsServer.url}/${world.hls.playlistName}`;
  return world as HlsParts;
}

async function closeHls(world: Partial<HlsParts>): Promise<void> {
  await world.hlsServer?.close();
  await world.hls?.close();
}

/** Builds the stations in one run of the real CLI and serves each like the CDN, into `served` as it goes. */
async function serveStations(files: Record<string, StationFile>, served: Record<string, ServedStation>): Promise<void> {
  const names = Object.keys(files);
  const builds = await buildStations(Object.values(files));
  for (const [index, build] of builds.entries()) {
    const server = await startStaticServer(build.distDir).catch(async (error: unknown) => {
      for (const unserved of builds.slice(index)) await unserved.remove();
      throw error;
    });
    served[names[index]!] = { build, server, pageUrl: `${server.url}/${build.id}/` };
  }
}

async function closeStations(served: Record<string, ServedStation>): Promise<void> {
  for (const { build, server } of Object.values(served)) {
    await server.close();
    await build.remove();
  }
}
